import type { StoryParagraph } from '@inkpot/shared-contracts/stories';
import { documentOfParagraphs, paragraphsOfDocument, type EditorNode } from './story-document.ts';

const paragraphs: StoryParagraph[] = [
  { type: 'H2', text: 'A heading', markups: [] },
  {
    type: 'P',
    text: 'Bold and a link here.',
    markups: [
      { type: 'STRONG', start: 0, end: 4 },
      { type: 'EM', start: 2, end: 8 },
      { type: 'LINK', start: 11, end: 15, href: 'https://example.com/' },
    ],
  },
  { type: 'BLOCKQUOTE', text: 'First quoted line.', markups: [] },
  { type: 'BLOCKQUOTE', text: 'Second quoted line.', markups: [] },
  { type: 'H3', text: 'Smaller', markups: [] },
  { type: 'IMAGE', text: 'A caption', markups: [], src: 'https://example.com/a.jpg', alt: 'A picture' },
];

describe('the story document', () => {
  it('goes to the editor and back unchanged: headings, quotes, images, overlapping marks and links', () => {
    expect(paragraphsOfDocument(documentOfParagraphs(paragraphs))).toEqual(paragraphs);
  });

  it('keeps quotes in a row in one quote block', () => {
    const doc = documentOfParagraphs(paragraphs);
    expect(doc.content?.filter((node) => node.type === 'blockquote')).toHaveLength(1);
  });

  it('turns pasted lists into paragraphs and drops empty paragraphs at the end', () => {
    const pasted: EditorNode = {
      type: 'doc',
      content: [
        {
          type: 'bulletList',
          content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'One' }] }] }],
        },
        { type: 'paragraph', content: [{ type: 'text', text: 'Two', marks: [{ type: 'strike' }] }] },
        { type: 'paragraph' },
      ],
    };
    expect(paragraphsOfDocument(pasted)).toEqual([
      { type: 'P', text: 'One', markups: [] },
      { type: 'P', text: 'Two', markups: [] },
    ]);
  });

  it('an empty story is one empty paragraph in the editor, and nothing stored', () => {
    expect(documentOfParagraphs([])).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
    expect(paragraphsOfDocument(documentOfParagraphs([]))).toEqual([]);
  });
});

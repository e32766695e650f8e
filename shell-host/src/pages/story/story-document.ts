import type { StoryMarkup, StoryMarkupType, StoryParagraph } from '@inkpot/shared-contracts/stories';

/**
 * The editor's document (ProseMirror JSON, as TipTap gives and takes it) to the stored paragraphs
 * and back. Only what a story holds survives: paragraphs, two heading levels, quotes, images, and
 * bold, italic and links over text. Anything else pasted in (lists, code) becomes plain paragraphs.
 */

/** A ProseMirror node as JSON (TipTap's JSONContent, kept structural so these rules need no editor). */
export interface EditorNode {
  type?: string;
  attrs?: Record<string, unknown>;
  content?: EditorNode[];
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  text?: string;
}

const MARK_OF: Record<string, StoryMarkupType> = { bold: 'STRONG', italic: 'EM', link: 'LINK' };
const MARK_NAME: Record<StoryMarkupType, string> = { STRONG: 'bold', EM: 'italic', LINK: 'link' };

/** The text of a node and its markups, adjacent ranges of one mark (and one link) joined. */
function inlineOf(node: EditorNode): { text: string; markups: StoryMarkup[] } {
  let text = '';
  const markups: StoryMarkup[] = [];
  const visit = (child: EditorNode) => {
    if (child.type === 'text' && child.text) {
      const start = text.length;
      text += child.text;
      for (const mark of child.marks ?? []) {
        const type = MARK_OF[mark.type];
        if (!type) continue;
        const href = type === 'LINK' ? String(mark.attrs?.href ?? '') : undefined;
        const previous = markups.findLast((markup) => markup.type === type && markup.end === start);
        if (previous && previous.href === href) previous.end = text.length;
        else markups.push({ type, start, end: text.length, ...(href !== undefined && { href }) });
      }
    } else if (child.type === 'hardBreak') {
      text += ' ';
    } else {
      for (const grandchild of child.content ?? []) visit(grandchild);
    }
  };
  for (const child of node.content ?? []) visit(child);
  return { text, markups: markups.sort((a, b) => a.start - b.start || a.end - b.end) };
}

/** The stored paragraphs of an editor document. */
export function paragraphsOfDocument(doc: EditorNode): StoryParagraph[] {
  const paragraphs: StoryParagraph[] = [];
  const visit = (node: EditorNode, inQuote: boolean) => {
    switch (node.type) {
      case 'image': {
        const src = String(node.attrs?.src ?? '');
        if (src)
          paragraphs.push({
            type: 'IMAGE',
            text: String(node.attrs?.title ?? ''),
            markups: [],
            src,
            alt: String(node.attrs?.alt ?? ''),
          });
        return;
      }
      case 'heading': {
        const level = Number(node.attrs?.level ?? 2);
        paragraphs.push({ type: level <= 2 ? 'H2' : 'H3', ...inlineOf(node) });
        return;
      }
      case 'paragraph':
        paragraphs.push({ type: inQuote ? 'BLOCKQUOTE' : 'P', ...inlineOf(node) });
        return;
      case 'blockquote':
        for (const child of node.content ?? []) visit(child, true);
        return;
      default:
        // Lists and other containers pasted in: their paragraphs, as paragraphs.
        for (const child of node.content ?? []) visit(child, inQuote);
    }
  };
  for (const node of doc.content ?? []) visit(node, false);
  // The editor always holds one empty paragraph; a story of only empty paragraphs has none.
  while (paragraphs.length && isEmptyText(paragraphs[paragraphs.length - 1])) paragraphs.pop();
  return paragraphs;
}

const isEmptyText = (paragraph: StoryParagraph | undefined) =>
  paragraph !== undefined && paragraph.type !== 'IMAGE' && paragraph.text.trim() === '';

/** The text nodes of a paragraph's text, each with the marks over it. */
function textNodesOf(paragraph: Pick<StoryParagraph, 'text' | 'markups'>): EditorNode[] {
  const cuts = new Set([0, paragraph.text.length]);
  for (const markup of paragraph.markups) {
    cuts.add(Math.max(0, Math.min(markup.start, paragraph.text.length)));
    cuts.add(Math.max(0, Math.min(markup.end, paragraph.text.length)));
  }
  const points = [...cuts].sort((a, b) => a - b);
  const nodes: EditorNode[] = [];
  for (let index = 0; index < points.length - 1; index += 1) {
    const start = points[index] as number;
    const end = points[index + 1] as number;
    if (end <= start) continue;
    const marks = paragraph.markups
      .filter((markup) => markup.start <= start && markup.end >= end)
      .map((markup) =>
        markup.type === 'LINK'
          ? { type: MARK_NAME.LINK, attrs: { href: markup.href ?? '' } }
          : { type: MARK_NAME[markup.type] },
      );
    nodes.push({ type: 'text', text: paragraph.text.slice(start, end), ...(marks.length && { marks }) });
  }
  return nodes;
}

/** The editor document of stored paragraphs (quotes in a row share one quote block). */
export function documentOfParagraphs(paragraphs: readonly StoryParagraph[]): EditorNode {
  const content: EditorNode[] = [];
  for (const paragraph of paragraphs) {
    const inline = textNodesOf(paragraph);
    switch (paragraph.type) {
      case 'IMAGE':
        content.push({
          type: 'image',
          attrs: { src: paragraph.src ?? '', alt: paragraph.alt ?? '', title: paragraph.text || null },
        });
        break;
      case 'H2':
      case 'H3':
        content.push({ type: 'heading', attrs: { level: paragraph.type === 'H2' ? 2 : 3 }, content: inline });
        break;
      case 'BLOCKQUOTE': {
        const block: EditorNode = { type: 'paragraph', content: inline };
        const last = content[content.length - 1];
        if (last?.type === 'blockquote') last.content = [...(last.content ?? []), block];
        else content.push({ type: 'blockquote', content: [block] });
        break;
      }
      default:
        content.push({ type: 'paragraph', content: inline });
    }
  }
  if (content.length === 0) content.push({ type: 'paragraph' });
  return { type: 'doc', content };
}

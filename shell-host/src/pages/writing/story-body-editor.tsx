import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { isStoryUrl, STORY_LINK_INVALID, type StoryParagraph } from '@inkpot/shared-contracts/stories';
import { useId, useState, type FormEvent } from 'react';
import { documentOfParagraphs, paragraphsOfDocument, type EditorNode } from '../story/story-document.ts';
import { StoryImagePicker, type PickedImage } from './story-image-picker.tsx';

/**
 * The story's body in a ProseMirror editor (TipTap): paragraphs, two heading levels, quotes,
 * images, bold, italic and links; nothing else can be typed or pasted in (the schema drops it).
 * It reports the body as stored paragraphs on every change.
 */
export function StoryBodyEditor({
  initial,
  onChange,
  label,
}: {
  initial: readonly StoryParagraph[];
  onChange: (paragraphs: StoryParagraph[]) => void;
  label: string;
}) {
  const editor = useEditor({
    // Rendered on the server and hydrated: the editor starts in the browser, after hydration.
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        bulletList: false,
        orderedList: false,
        listItem: false,
        listKeymap: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        hardBreak: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https'],
          isAllowedUri: (url) => isStoryUrl(url),
          HTMLAttributes: { rel: 'noopener nofollow ugc', target: null },
        },
      }),
      Image.configure({ inline: false, allowBase64: false }),
      Placeholder.configure({ placeholder: 'Tell your story…' }),
    ],
    content: documentOfParagraphs(initial),
    editorProps: {
      attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', class: 'ink-editor__body' },
    },
    onUpdate: ({ editor: changed }) => onChange(paragraphsOfDocument(changed.getJSON() as EditorNode)),
  });

  return (
    <div className="ink-editor__body-frame">
      {editor ? <Toolbar editor={editor} /> : <div className="ink-editor__toolbar" aria-hidden="true" />}
      {editor ? (
        <EditorContent editor={editor} />
      ) : (
        // Before the editor starts (the server's HTML, hydration): the body as it will be.
        <div className="ink-editor__body" aria-label={label}>
          {initial.map((paragraph, index) => (
            <p key={index}>{paragraph.text}</p>
          ))}
        </div>
      )}
    </div>
  );
}

type Popover = 'link' | 'image' | null;

function Toolbar({ editor }: { editor: Editor }) {
  const [popover, setPopover] = useState<Popover>(null);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      quote: current.isActive('blockquote'),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      link: current.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const button = (name: string, pressed: boolean, run: () => void, text: string) => (
    <button
      type="button"
      className="ink-editor__tool"
      aria-pressed={pressed}
      aria-label={name}
      title={name}
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
    >
      {text}
    </button>
  );
  const insertImage = (image: PickedImage) => {
    chain()
      .setImage({ src: image.src, alt: image.alt, ...(image.caption && { title: image.caption }) })
      .run();
    setPopover(null);
  };
  return (
    <div className="ink-editor__toolbar-area">
      <div className="ink-editor__toolbar" role="toolbar" aria-label="Formatting">
        {button('Heading', active.h2, () => chain().toggleHeading({ level: 2 }).run(), 'H')}
        {button('Subheading', active.h3, () => chain().toggleHeading({ level: 3 }).run(), 'h')}
        {button('Quote', active.quote, () => chain().toggleBlockquote().run(), '“')}
        {button('Bold', active.bold, () => chain().toggleBold().run(), 'B')}
        {button('Italic', active.italic, () => chain().toggleItalic().run(), 'i')}
        {button(
          'Link',
          active.link,
          () =>
            active.link
              ? chain().extendMarkRange('link').unsetLink().run()
              : setPopover(popover === 'link' ? null : 'link'),
          'Link',
        )}
        {button('Image', popover === 'image', () => setPopover(popover === 'image' ? null : 'image'), 'Image')}
      </div>
      {popover === 'link' && (
        <LinkForm
          onLink={(href) => {
            chain().extendMarkRange('link').setLink({ href }).run();
            setPopover(null);
          }}
          onCancel={() => setPopover(null)}
        />
      )}
      {popover === 'image' && <StoryImagePicker onPick={insertImage} onCancel={() => setPopover(null)} />}
    </div>
  );
}

function LinkForm({ onLink, onCancel }: { onLink: (href: string) => void; onCancel: () => void }) {
  const id = useId();
  const [href, setHref] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = href.trim();
    if (!isStoryUrl(address)) setError(STORY_LINK_INVALID);
    else onLink(address);
  };
  return (
    <form className="ink-editor__popover" onSubmit={submit} aria-label="Add a link">
      <label htmlFor={`${id}-href`}>Link address (select text first)</label>
      <input
        id={`${id}-href`}
        type="url"
        value={href}
        onChange={(event) => setHref(event.target.value)}
        placeholder="https://…"
        autoFocus
      />
      {error && (
        <p className="ink-error" role="alert">
          {error}
        </p>
      )}
      <div className="ink-editor__popover-actions">
        <button type="submit" className="ink-button ink-button--primary">
          Add link
        </button>
        <button type="button" className="ink-button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/**
 * Styles of the writing pages (the story editor, the viewer's stories) and of a story's body on
 * its page; rendered once beside the pages' own (`WritingStyles`).
 */
export const WRITING_STYLE_HREF = 'ink-writing';

export const writingCss = `
/* A story's body */
.ink-story { margin: 32px 0 24px; font-family: Georgia, Cambria, 'Times New Roman', serif; font-size: 20px;
  line-height: 1.6; overflow-wrap: break-word; }
.ink-story__p { margin: 0 0 24px; }
.ink-story__h2 { margin: 40px 0 12px; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  font-size: 24px; line-height: 1.25; }
.ink-story__h3 { margin: 32px 0 8px; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  font-size: 20px; line-height: 1.3; }
.ink-story__quote { margin: 0 0 24px; padding-left: 20px; border-left: 3px solid #242424; font-style: italic; }
.ink-pages .ink-story a { text-decoration: underline; }
.ink-story__figure { margin: 32px 0; }
.ink-story__figure img { display: block; max-width: 100%; height: auto; margin: 0 auto; }
.ink-story__figure figcaption { margin-top: 8px; color: #6b6b6b; font-size: 14px; text-align: center; }
.ink-story__preview-end { padding: 16px; border-radius: 4px; background: #f9f9f9; font-size: 16px; }

/* The editor */
.ink-editor { display: flex; flex-direction: column; gap: 12px; padding-bottom: 48px; }
.ink-editor__bar { position: sticky; top: 0; z-index: 1; display: flex; align-items: center; justify-content: flex-end;
  gap: 12px; padding: 8px 0; background: #fff; border-bottom: 1px solid #f2f2f2; }
.ink-editor__status { flex: 1; margin: 0; color: #6b6b6b; font-size: 14px; }
.ink-editor__failure { display: flex; align-items: center; justify-content: space-between; gap: 12px; }
.ink-editor__failure p { margin: 0; }
.ink-editor__title { width: 100%; border: 0; padding: 8px 0; resize: none; overflow: hidden; font-family: Georgia,
  Cambria, 'Times New Roman', serif; font-size: 32px; font-weight: 700; line-height: 1.25; color: #242424;
  field-sizing: content; }
.ink-editor__title:focus { outline: none; }
.ink-editor__toolbar-area { position: relative; }
.ink-editor__toolbar { display: flex; flex-wrap: wrap; gap: 4px; min-height: 36px; padding: 4px 0;
  border-bottom: 1px solid #f2f2f2; }
.ink-editor__tool { min-width: 36px; height: 32px; padding: 0 8px; border: 1px solid transparent; border-radius: 4px;
  background: none; color: #242424; font: inherit; font-size: 15px; cursor: pointer; }
.ink-editor__tool:hover { background: #f2f2f2; }
.ink-editor__tool[aria-pressed='true'] { border-color: #242424; }
.ink-editor__tool[aria-label='Bold'] { font-weight: 700; }
.ink-editor__tool[aria-label='Italic'] { font-style: italic; font-family: Georgia, serif; }
.ink-editor__popover { display: flex; flex-direction: column; gap: 6px; max-width: 480px; margin: 8px 0; padding: 12px;
  border: 1px solid #e6e6e6; border-radius: 4px; background: #fff; box-shadow: 0 2px 10px rgba(0, 0, 0, 0.08);
  font-size: 14px; }
.ink-editor__popover input, .ink-editor__settings input:not([type='checkbox']) { padding: 8px; border: 1px solid #e6e6e6;
  border-radius: 4px; font: inherit; }
.ink-editor__popover-actions { display: flex; gap: 8px; margin-top: 4px; }
.ink-editor__body { min-height: 240px; padding: 12px 0; font-family: Georgia, Cambria, 'Times New Roman', serif;
  font-size: 20px; line-height: 1.6; outline: none; overflow-wrap: break-word; }
.ink-editor__body p { margin: 0 0 16px; }
.ink-editor__body h2 { margin: 24px 0 8px; font-family: system-ui, sans-serif; font-size: 24px; }
.ink-editor__body h3 { margin: 20px 0 8px; font-family: system-ui, sans-serif; font-size: 20px; }
.ink-editor__body blockquote { margin: 0 0 16px; padding-left: 20px; border-left: 3px solid #242424; font-style: italic; }
.ink-editor__body a { text-decoration: underline; }
.ink-editor__body img { display: block; max-width: 100%; height: auto; margin: 16px auto; }
.ink-editor__body img.ProseMirror-selectednode { outline: 2px solid #1a8917; }
.ink-editor__body p.is-editor-empty:first-child::before { content: attr(data-placeholder); float: left; height: 0;
  color: #b3b3b1; pointer-events: none; }
.ink-editor__settings { display: flex; flex-direction: column; gap: 8px; margin-top: 16px; padding-top: 16px;
  border-top: 1px solid #f2f2f2; font-size: 14px; }
.ink-editor__settings .ink-section-title { margin: 0; }
.ink-editor__topics { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; list-style: none; }
.ink-editor__topics li { display: flex; align-items: center; gap: 4px; padding: 4px 4px 4px 12px; border-radius: 100px;
  background: #f2f2f2; }
.ink-editor__topics button { border: 0; background: none; font-size: 16px; line-height: 1; cursor: pointer; padding: 2px 6px; }
.ink-editor__switch { display: flex; align-items: center; gap: 8px; margin-top: 8px; }

/* The viewer's stories */
.ink-your-stories__header { display: flex; align-items: center; justify-content: space-between; gap: 16px;
  flex-wrap: wrap; }
.ink-tab__count { color: #6b6b6b; }
.ink-your-stories { margin: 0; padding: 0; list-style: none; }
.ink-your-story { padding: 16px 0; border-bottom: 1px solid #f2f2f2; }
.ink-your-story__title { margin: 0 0 4px; font-size: 18px; line-height: 1.3; overflow-wrap: anywhere; }
.ink-your-story p { margin: 0; font-size: 14px; }
.ink-your-story__actions { display: flex; gap: 16px; margin-top: 8px !important; }
.ink-pages .ink-your-story__actions a { color: #1a8917; }
@media (max-width: 551.98px) {
  .ink-story { font-size: 18px; }
  .ink-editor__title { font-size: 26px; }
  .ink-editor__body { font-size: 18px; }
}
`;

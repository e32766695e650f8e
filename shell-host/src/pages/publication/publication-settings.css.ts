/**
 * Styles of a publication's settings page, rendered once beside the pages' own
 * (`PublicationSettingsStyles`). Sizes on the pages' 4 px grid.
 */
export const PUBLICATION_SETTINGS_STYLE_HREF = 'ink-publication-settings';

export const publicationSettingsCss = `
.ink-pub-settings__lead { margin: 0 0 16px; color: #6b6b6b; }
.ink-pub-settings__form { max-width: 640px; }
.ink-pub-settings__field { display: flex; flex-direction: column; gap: 4px; margin: 0 0 16px; }
.ink-pub-settings__field label { font-size: 14px; font-weight: 600; }
.ink-pub-settings input:not([type='file']), .ink-pub-settings textarea, .ink-pub-settings select { box-sizing: border-box;
  width: 100%; min-height: 40px; padding: 8px 12px; border: 1px solid #d9d9d9; border-radius: 4px; font: inherit;
  font-size: 16px; color: #242424; background: #fff; }
.ink-pub-settings input:disabled { background: #f9f9f9; color: #6b6b6b; }
.ink-pub-settings textarea { resize: vertical; line-height: 1.5; }
.ink-pub-settings__error { margin: 8px 0; padding: 12px 16px; border-radius: 4px; background: #fdf3f2; color: #a4251b;
  font-size: 14px; }
.ink-pub-settings__saved { margin: 8px 0; color: #1a7f37; font-size: 14px; }
.ink-pub-settings__save { display: flex; align-items: center; gap: 12px; margin: 24px 0 8px; }
.ink-pub-nav-rows { margin: 0 0 24px; padding: 0; list-style: none; }
.ink-pub-nav-row { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; padding: 12px 0;
  border-bottom: 1px solid #f2f2f2; }
.ink-pub-nav-row__text { display: flex; flex-direction: column; gap: 4px; flex: 1 1 240px; min-width: 0; }
.ink-pub-nav-row__where { margin: 0; overflow-wrap: anywhere; }
.ink-pub-nav-row__actions { display: flex; gap: 8px; }
.ink-pub-nav-row__actions .ink-button { min-width: 40px; padding: 8px 12px; }
.ink-pub-nav-add { padding: 16px; border: 1px solid #e6e6e6; border-radius: 8px; }
.ink-pub-nav-add h3 { margin: 0 0 12px; font-size: 16px; }
.ink-pub-masthead { margin: 0; padding: 0; list-style: none; }
.ink-pub-masthead li { display: flex; align-items: center; gap: 12px; padding: 12px 0; border-bottom: 1px solid #f2f2f2; }
.ink-pub-masthead__name { font-weight: 600; overflow-wrap: anywhere; }
.ink-pub-masthead__role { margin-left: auto; color: #6b6b6b; font-size: 14px; }
`;

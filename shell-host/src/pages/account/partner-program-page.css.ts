/**
 * Styles of the Partner Program landing, rendered once beside the pages' own (`PartnerStyles`).
 * Sizes on the pages' 4 px grid.
 */
export const PARTNER_PROGRAM_STYLE_HREF = 'ink-partner-program';

export const partnerProgramCss = `
.ink-partner__eyebrow { margin: 0 0 16px; font-size: 14px; font-weight: 600; letter-spacing: 0.04em;
  text-transform: uppercase; }
.ink-partner__steps { margin: 0; padding-left: 24px; }
.ink-partner__steps li { margin: 0 0 12px; padding-left: 4px; }
.ink-partner__requirements { display: grid; grid-template-columns: repeat(auto-fit, minmax(240px, 1fr)); gap: 16px;
  margin: 16px 0 24px; padding: 0; list-style: none; }
.ink-partner__requirement { padding: 16px 20px; border: 1px solid #e6e6e6; border-radius: 8px; }
.ink-partner__requirement h3 { margin: 0 0 4px; font-size: 16px; font-weight: 600; }
.ink-partner__requirement p { margin: 0 0 8px; color: #6b6b6b; font-size: 14px; }
.ink-partner__requirement p:last-child { margin-bottom: 0; }
.ink-partner__requirement .ink-partner__met { color: #1a7f37; }
.ink-pages .ink-partner__todo a, .ink-pages .ink-partner__action a { color: #242424; text-decoration: underline; }
.ink-partner__action { margin: 0 0 64px; }
.ink-partner__action p { margin: 0 0 16px; }
.ink-partner__enrolled { font-size: 20px; font-weight: 600; }
.ink-partner__missing { margin: 0 0 16px; padding-left: 20px; }
`;

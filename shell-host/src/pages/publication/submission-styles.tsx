import { useCspNonce } from '@inkpot/shared-contracts';

/** Styles of the inbox and the story editor's submission panel, on the pages' 4 px grid; rendered once (React hoists and dedupes them). */
const SUBMISSIONS_STYLE_HREF = 'ink-submissions';

const submissionsCss = `
.ink-inbox__lead { margin: -8px 0 8px; }
.ink-inbox__status:empty { display: none; }
.ink-inbox__status { margin: 16px 0; padding: 12px 16px; border-radius: 4px; background: #f2f7f2; }
.ink-pages .ink-inbox__status a, .ink-pages .ink-inbox a.ink-inbox__link { text-decoration: underline; }
.ink-inbox__list { margin: 0; padding: 0; list-style: none; }
.ink-inbox__item { padding: 24px 0; border-bottom: 1px solid #f2f2f2; }
.ink-inbox__item--decided { padding: 16px 0; }
.ink-inbox__item--decided p { margin: 4px 0 0; }
.ink-inbox__title { margin: 0 0 8px; font-size: 20px; font-weight: 700; line-height: 1.3; overflow-wrap: anywhere; }
.ink-inbox__byline { display: flex; align-items: center; gap: 8px; margin: 0 0 12px; font-size: 14px; }
.ink-pages .ink-inbox__byline a, .ink-pages .ink-inbox__item--decided a { color: #242424; }
.ink-inbox__read { margin: 0 0 16px; }
.ink-inbox__read summary { cursor: pointer; font-size: 14px; text-decoration: underline; width: max-content; }
.ink-inbox__story { margin: 12px 0 0; padding: 4px 16px; border-left: 3px solid #e6e6e6; }
.ink-inbox__actions { display: flex; flex-wrap: wrap; gap: 12px; }
.ink-inbox__decline { display: grid; gap: 8px; }
.ink-inbox__decline label, .ink-submission label { font-size: 14px; font-weight: 600; }
.ink-inbox__decline textarea { width: 100%; padding: 8px 12px; border: 1px solid #d9d9d9; border-radius: 4px;
  font: inherit; resize: vertical; }
.ink-inbox__count { margin: 0; font-size: 13px; text-align: right; }
.ink-inbox__note, .ink-submission__note { margin: 8px 0 0; padding: 8px 12px; border-radius: 4px; background: #f7f7f7;
  font-size: 14px; overflow-wrap: anywhere; }
.ink-submission { margin: 32px 0; padding: 20px 0 0; border-top: 1px solid #f2f2f2; }
.ink-submission__status { margin: 0 0 12px; }
.ink-submission__form { display: flex; flex-wrap: wrap; align-items: end; gap: 12px; }
.ink-submission__field { display: grid; gap: 4px; flex: 1 1 220px; }
.ink-submission select { min-height: 40px; padding: 8px 12px; border: 1px solid #d9d9d9; border-radius: 4px;
  background: #fff; font: inherit; }
.ink-pages .ink-submission a { text-decoration: underline; }
`;

export function SubmissionStyles() {
  return (
    <style href={SUBMISSIONS_STYLE_HREF} precedence="default" nonce={useCspNonce()}>
      {submissionsCss}
    </style>
  );
}

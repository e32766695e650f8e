// The shell's look (the host's pages use the same values): the 680 px column, #242424 text and
// #6b6b6b secondary text, #f2f2f2 rules, pill buttons with a 2 px focus outline, and the
// product's green for what is new.
export const notificationsPageCss = `
.ink-notifications { box-sizing: border-box; width: 100%; max-width: 680px; margin: 0 auto; padding: 0 24px 48px;
  color: #242424; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  font-size: 16px; line-height: 1.5; }
.ink-notifications *, .ink-notifications *::before, .ink-notifications *::after { box-sizing: inherit; }
.ink-notifications__header { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; margin: 32px 0 16px;
  padding-bottom: 16px; border-bottom: 1px solid #f2f2f2; }
.ink-notifications__heading { flex: 1 1 auto; min-width: 0; }
.ink-notifications__title { margin: 0; font-size: 32px; font-weight: 700; line-height: 1.2; letter-spacing: -0.02em; }
.ink-notifications__summary { margin: 4px 0 0; color: #6b6b6b; font-size: 14px; }
.ink-notifications__button { display: inline-flex; align-items: center; justify-content: center; min-height: 40px;
  padding: 8px 20px; border: 1px solid #242424; border-radius: 99em; background: #fff; color: #242424; font: inherit;
  font-size: 14px; line-height: 20px; cursor: pointer; white-space: nowrap; }
.ink-notifications__button:hover { background: #f2f2f2; }
.ink-notifications__button:disabled { cursor: default; opacity: 0.5; }
.ink-notifications__button:disabled:hover { background: #fff; }
.ink-notifications a:focus-visible, .ink-notifications__button:focus-visible { outline: 2px solid #242424; outline-offset: 2px; }
.ink-notifications__list { margin: 0; padding: 0; list-style: none; }
.ink-notifications__list > li + li { border-top: 1px solid #f2f2f2; }
.ink-notification__link { display: flex; align-items: flex-start; gap: 12px; padding: 16px 12px; margin: 0 -12px;
  border-radius: 4px; color: inherit; text-decoration: none; }
.ink-notification__link:hover { background: #fafafa; }
.ink-notification__link:hover .ink-notification__text { text-decoration: underline; }
.ink-notification--unread .ink-notification__link { background: #f3f9f2; }
.ink-notification--unread .ink-notification__link:hover { background: #e9f4e8; }
.ink-notification__avatar { flex: none; display: inline-flex; align-items: center; justify-content: center; width: 40px;
  height: 40px; border-radius: 50%; background: #f2f2f2; color: #242424; font-size: 16px; font-weight: 600; }
.ink-notification__body { flex: 1 1 auto; min-width: 0; }
.ink-notification__text { margin: 0; color: #6b6b6b; font-size: 15px; line-height: 22px; overflow-wrap: anywhere; }
.ink-notification__actor { color: #242424; font-weight: 600; }
.ink-notification--unread .ink-notification__text { color: #242424; }
.ink-notification__time { display: block; margin-top: 2px; color: #6b6b6b; font-size: 13px; line-height: 20px; }
.ink-notification__dot { flex: none; width: 8px; height: 8px; margin-top: 16px; border-radius: 50%; background: #1a8917; }
.ink-notifications__more { display: flex; justify-content: center; margin: 24px 0 0; }
.ink-notifications__empty { margin: 24px 0; color: #6b6b6b; }
.ink-notifications__empty strong { display: block; margin-bottom: 4px; color: #242424; font-size: 18px; }
.ink-notifications__error { margin: 16px 0; padding: 16px; border-radius: 4px; background: #fdf3f2; color: #a4251b; }
.ink-notifications__error p { margin: 0 0 12px; }
.ink-notifications__error p:last-child { margin-bottom: 0; }
.ink-notifications__hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
@media (max-width: 551px) {
  .ink-notifications { padding: 0 16px 40px; }
  .ink-notifications__header { margin-top: 24px; }
  .ink-notifications__title { font-size: 24px; }
  .ink-notification__link { padding: 12px 8px; margin: 0 -8px; }
  .ink-notification__avatar { width: 32px; height: 32px; font-size: 14px; }
  .ink-notification__dot { margin-top: 12px; }
}
`;

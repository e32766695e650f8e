/** The card is 378 by 183 px; it sits where Google's prompt does (top right). */
export const ONE_TAP_CARD_WIDTH = 378;
export const ONE_TAP_CARD_HEIGHT = 183;

export const oneTapCss = `
.ink-one-tap { position: fixed; top: 72px; right: 16px; z-index: 900; box-sizing: border-box;
  width: ${ONE_TAP_CARD_WIDTH}px; height: ${ONE_TAP_CARD_HEIGHT}px; padding: 16px 20px; display: flex; flex-direction: column;
  background: #fff; color: #242424; border-radius: 8px; box-shadow: 0 2px 12px rgba(0,0,0,.2);
  font-family: system-ui, sans-serif; font-size: 14px; line-height: 20px; }
.ink-one-tap__bar { display: flex; align-items: center; gap: 8px; color: #6b6b6b; font-size: 13px; }
.ink-one-tap__mark { display: inline-flex; align-items: center; justify-content: center; width: 20px; height: 20px;
  border-radius: 50%; border: 1px solid #dadce0; font-weight: 700; font-size: 12px; color: #4285f4; }
.ink-one-tap__close { margin-left: auto; background: none; border: 0; color: inherit; font-size: 20px; line-height: 1;
  cursor: pointer; padding: 0 2px; }
.ink-one-tap__title { margin: 12px 0 4px; font-size: 18px; line-height: 24px; font-weight: 600; }
.ink-one-tap__text { margin: 0; color: #3d3d3d; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.ink-one-tap__email { font-weight: 500; color: #242424; }
.ink-one-tap__actions { margin-top: auto; display: flex; gap: 8px; justify-content: flex-end; }
.ink-one-tap__action { font: inherit; border-radius: 99em; padding: 7px 16px; cursor: pointer; border: 1px solid #242424;
  background: #fff; color: #242424; }
.ink-one-tap__action--primary { background: #242424; color: #fff; }
.ink-one-tap__action:disabled { opacity: .5; cursor: progress; }
`;

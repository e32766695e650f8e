import { bannerHeightCss, BANNER_NARROW_MAX_WIDTH_PX } from '@inkpot/shared-contracts';

// One banner at a time across the top of the page; error colour for failed payments.
// Its height is the shared BANNER_HEIGHT_PX, which the host holds before the banner arrives.
export const bannerStackCss = `
.ink-banner { position: relative; display: flex; align-items: center; justify-content: center; gap: 16px;
  box-sizing: border-box; width: 100%; padding: 12px 56px; background: #f9f9f9; color: #242424;
  border-bottom: 1px solid #f2f2f2; font-family: system-ui, -apple-system, 'Segoe UI', sans-serif;
  font-size: 14px; line-height: 20px; text-align: center; }
${bannerHeightCss('.ink-banner')}
@media (max-width: ${BANNER_NARROW_MAX_WIDTH_PX}px) {
  .ink-banner { justify-content: flex-start; padding: 12px 52px 12px 16px; text-align: left; }
}
.ink-banner--error { background: #fdecea; color: #a8321f; border-bottom-color: #f7d4cf; }
.ink-banner__text { margin: 0; }
.ink-banner__link { color: inherit; font-weight: 600; text-decoration: underline; text-underline-offset: 2px;
  white-space: nowrap; }
.ink-banner__dismiss { position: absolute; top: 50%; right: 12px; transform: translateY(-50%); display: flex;
  padding: 8px; border: 0; border-radius: 50%; background: none; color: #6b6b6b; cursor: pointer; }
.ink-banner__dismiss:hover { color: #242424; }
.ink-banner :focus-visible { outline: 2px solid #242424; outline-offset: 2px; }
`;

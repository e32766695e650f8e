import type { OneTapAccountPicker } from './picker-contract.ts';

/** What the local provider's picker page posts to the page (platform-api/src/dev-oidc/one-tap-picker.ts). */
type PickerMessage =
  | { source: 'inkpot-local-one-tap'; type: 'credential'; credential: string }
  | { source: 'inkpot-local-one-tap'; type: 'dismissed' }
  | { source: 'inkpot-local-one-tap'; type: 'error'; message: string };

const isPickerMessage = (data: unknown): data is PickerMessage =>
  typeof data === 'object' && data !== null && (data as { source?: unknown }).source === 'inkpot-local-one-tap';

/**
 * Development and tests: the local OpenID provider's picker in a frame where Google shows its
 * prompt (top right), answering by postMessage from the provider's origin only.
 */
export function createLocalProviderPicker(pickerUrl: string, clientId: string): OneTapAccountPicker {
  const providerOrigin = new URL(pickerUrl).origin;
  let frame: HTMLIFrameElement | null = null;
  let onMessage: ((event: MessageEvent) => void) | null = null;

  const close = () => {
    if (onMessage) window.removeEventListener('message', onMessage);
    onMessage = null;
    frame?.remove();
    frame = null;
  };

  return {
    prompt(handlers) {
      close();
      const src = new URL(pickerUrl);
      src.searchParams.set('client_id', clientId);
      src.searchParams.set('origin', window.location.origin);
      const element = document.createElement('iframe');
      element.src = src.href;
      element.title = 'Sign in with Google';
      element.dataset.testid = 'one-tap-prompt';
      // Set through the CSSOM: the page's policy allows no inline style attributes.
      Object.assign(element.style, {
        position: 'fixed',
        top: '72px',
        right: '16px',
        width: '378px',
        height: '280px',
        border: '0',
        borderRadius: '8px',
        boxShadow: '0 2px 12px rgba(0,0,0,.2)',
        background: '#fff',
        zIndex: '900',
      });
      onMessage = (event: MessageEvent) => {
        if (event.origin !== providerOrigin || event.source !== element.contentWindow) return;
        if (!isPickerMessage(event.data)) return;
        const message = event.data;
        close();
        if (message.type === 'credential') handlers.onCredential(message.credential);
        else if (message.type === 'dismissed') handlers.onDismissed();
        else handlers.onUnavailable(message.message);
      };
      window.addEventListener('message', onMessage);
      frame = element;
      document.body.append(element);
    },
    cancel: close,
  };
}

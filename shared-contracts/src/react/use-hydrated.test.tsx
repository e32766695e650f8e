import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './use-hydrated.ts';

function Probe() {
  return <span>{useHydrated() ? 'browser' : 'server'}</span>;
}

describe('useHydrated', () => {
  it('is false on the server and while the browser hydrates its HTML, true once hydrated, without a mismatch', async () => {
    const html = renderToString(<Probe />);
    expect(html).toBe('<span>server</span>');
    const container = document.createElement('div');
    container.innerHTML = html;
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: recoverable });
    });
    expect(container.innerHTML).toBe('<span>browser</span>');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('is true at once in a parcel the browser renders itself', async () => {
    const container = document.createElement('div');
    const seen: string[] = [];
    function Recorder() {
      seen.push(useHydrated() ? 'browser' : 'server');
      return null;
    }
    await act(async () => createRoot(container).render(<Recorder />));
    expect(seen).toEqual(['browser']);
  });
});

import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { BehaviorSubject } from 'rxjs';
import { useCurrent } from './use-current.ts';

interface Viewer {
  status: string;
  name?: string;
}

/** Server-renders a reader of the topic with `rendered`, then hydrates it with the topic at `current`. */
async function hydrateWith(rendered: Viewer, current: Viewer) {
  const topic$ = new BehaviorSubject(current);
  const seen: string[] = [];
  function Reader() {
    const viewer = useCurrent(topic$, 'viewer', rendered);
    seen.push(viewer.name ?? viewer.status);
    return <p>{viewer.name ?? viewer.status}</p>;
  }
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<Reader />);
  seen.length = 0;
  await act(async () => {
    render(<Reader />, { container, hydrate: true });
  });
  return { seen, text: container.textContent, topic$, container };
}

describe('useCurrent', () => {
  it('hydrates with an equal copy of what the server rendered without rendering again', async () => {
    // The bus parses what it is given: its value equals the server's but is another object.
    const { seen, text } = await hydrateWith(
      { status: 'signed-in', name: 'Rea' },
      { status: 'signed-in', name: 'Rea' },
    );
    expect(seen).toEqual(['Rea']);
    expect(text).toBe('Rea');
  });

  it('hydrates with what the server rendered, then renders the value the topic moved on to', async () => {
    const { seen, text } = await hydrateWith({ status: 'visitor' }, { status: 'signed-in', name: 'Rea' });
    expect(seen).toEqual(['visitor', 'Rea']);
    expect(text).toBe('Rea');
  });

  it('renders later changes of the topic', async () => {
    const { topic$, container } = await hydrateWith({ status: 'visitor' }, { status: 'visitor' });
    await act(async () => topic$.next({ status: 'signed-in', name: 'Nova' }));
    expect(container.textContent).toBe('Nova');
  });
});

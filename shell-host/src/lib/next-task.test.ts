import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { nextTask } from './next-task.ts';

/** The order in which nextTask's continuation and a microtask queued behind it run. */
async function order() {
  const seen: string[] = [];
  const done = nextTask().then(() => seen.push('next task'));
  void Promise.resolve().then(() => seen.push('microtask'));
  await done;
  return seen;
}

describe('nextTask', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'visibilityState');
    Reflect.deleteProperty(globalThis, 'MessageChannel');
  });

  it('continues in a later task, after the microtasks queued behind it', async () => {
    expect(await order()).toEqual(['microtask', 'next task']);
  });

  it('in a hidden page, through a message rather than a timer', async () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    Object.defineProperty(globalThis, 'MessageChannel', { value: NodeMessageChannel, configurable: true });
    const timer = jest.spyOn(globalThis, 'setTimeout');
    expect(await order()).toEqual(['microtask', 'next task']);
    expect(timer).not.toHaveBeenCalled();
    timer.mockRestore();
  });
});

import { act, render, screen } from '@testing-library/react';
import { BehaviorSubject, Subject } from 'rxjs';
import { useObservableValue } from './use-observable-value.ts';

function Shown({ source$ }: { source$: Subject<string> }) {
  const value = useObservableValue(source$, 'initial');
  renders.push(value);
  return <p>{value}</p>;
}
let renders: string[] = [];
beforeEach(() => {
  renders = [];
});

describe('useObservableValue', () => {
  it('renders the value a source already holds from the first render, never the initial one', () => {
    render(<Shown source$={new BehaviorSubject('signed-in')} />);
    expect(renders[0]).toBe('signed-in');
    expect(renders).not.toContain('initial');
  });

  it('shows the initial value until a source without one emits, then follows it', () => {
    const source$ = new Subject<string>();
    render(<Shown source$={source$} />);
    expect(screen.getByText('initial')).toBeInTheDocument();
    act(() => source$.next('next'));
    expect(screen.getByText('next')).toBeInTheDocument();
  });

  it('keeps the initial value when the source fails, and does not throw while rendering', () => {
    const source$ = new Subject<string>();
    source$.error(new Error('gone'));
    render(<Shown source$={source$} />);
    expect(screen.getByText('initial')).toBeInTheDocument();
  });
});

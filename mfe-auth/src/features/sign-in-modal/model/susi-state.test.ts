import {
  closedSusiState,
  openedSusiState,
  susiReducer,
  type AuthOpenRequest,
  type SusiAction,
  type SusiOperation,
  type SusiState,
  type SusiStep,
} from './susi-state.ts';

const openAt = (operation: SusiOperation, step: SusiStep): SusiState => ({
  open: true,
  operation,
  step,
  entryPoint: 'nav_header',
  redirect: 'https://inkpot.example/p/1',
});

describe('opening the sign-in modal', () => {
  it.each<[string, AuthOpenRequest, SusiOperation, SusiStep]>([
    ['login without a step: the login option list', { operation: 'login' }, 'login', null],
    ['register without a step: the register option list', { operation: 'register' }, 'register', null],
    ['SIGNIN_OPTIONS: the login option list', { operation: 'login', step: 'SIGNIN_OPTIONS' }, 'login', null],
    ['SIGNUP_OPTIONS: the register option list', { operation: 'register', step: 'SIGNUP_OPTIONS' }, 'register', null],
    ['SIGNUP_OPTIONS wins over a login operation', { operation: 'login', step: 'SIGNUP_OPTIONS' }, 'register', null],
    ['SIGNIN_OPTIONS wins over a register operation', { operation: 'register', step: 'SIGNIN_OPTIONS' }, 'login', null],
    ['ENTER_EMAIL keeps the operation (login)', { operation: 'login', step: 'ENTER_EMAIL' }, 'login', 'ENTER_EMAIL'],
    [
      'ENTER_EMAIL keeps the operation (register)',
      { operation: 'register', step: 'ENTER_EMAIL' },
      'register',
      'ENTER_EMAIL',
    ],
  ])('%s', (_, request, operation, step) => {
    expect(susiReducer(closedSusiState, { type: 'open', request })).toEqual({
      open: true,
      operation,
      step,
      entryPoint: null,
      redirect: null,
    });
  });

  it('carries the entry point and redirect target of the request', () => {
    const state = openedSusiState({ operation: 'login', entryPoint: 'bookmark', redirect: '/p/abc' });
    expect(state).toMatchObject({ entryPoint: 'bookmark', redirect: '/p/abc' });
  });

  it('replaces whatever was showing when it is opened again', () => {
    const state = susiReducer(openAt('login', 'ENTER_EMAIL'), {
      type: 'open',
      request: { operation: 'register', step: 'SIGNUP_OPTIONS' },
    });
    expect(state).toEqual({ open: true, operation: 'register', step: null, entryPoint: null, redirect: null });
  });
});

describe('closing', () => {
  it.each<SusiStep>([null, 'ENTER_EMAIL', 'UNRECOGNIZED_EMAIL', 'CHECK_YOUR_INBOX'])('closes from step %s', (step) => {
    expect(susiReducer(openAt('register', step), { type: 'close' })).toEqual(closedSusiState);
  });
});

describe('steps and the operation toggle', () => {
  // [action, from operation, from step, expected operation, expected step]
  const transitions: [SusiAction['type'], SusiOperation, SusiStep, SusiOperation, SusiStep][] = [
    ['chooseEmail', 'login', null, 'login', 'ENTER_EMAIL'],
    ['chooseEmail', 'register', null, 'register', 'ENTER_EMAIL'],
    ['chooseEmail', 'login', 'ENTER_EMAIL', 'login', 'ENTER_EMAIL'],
    ['chooseEmail', 'login', 'UNRECOGNIZED_EMAIL', 'login', 'UNRECOGNIZED_EMAIL'],
    ['chooseEmail', 'login', 'CHECK_YOUR_INBOX', 'login', 'CHECK_YOUR_INBOX'],
    ['toggleOperation', 'login', null, 'register', null],
    ['toggleOperation', 'register', null, 'login', null],
    ['toggleOperation', 'login', 'ENTER_EMAIL', 'register', 'ENTER_EMAIL'],
    ['toggleOperation', 'register', 'ENTER_EMAIL', 'login', 'ENTER_EMAIL'],
    ['toggleOperation', 'login', 'UNRECOGNIZED_EMAIL', 'login', 'UNRECOGNIZED_EMAIL'],
    ['toggleOperation', 'register', 'CHECK_YOUR_INBOX', 'register', 'CHECK_YOUR_INBOX'],
    ['showOptions', 'login', 'ENTER_EMAIL', 'login', null],
    ['showOptions', 'register', 'ENTER_EMAIL', 'register', null],
    ['showOptions', 'login', 'UNRECOGNIZED_EMAIL', 'login', null],
    ['showOptions', 'login', null, 'login', null],
    ['showOptions', 'login', 'CHECK_YOUR_INBOX', 'login', 'CHECK_YOUR_INBOX'],
  ];

  it.each(transitions)('%s from %s / %s goes to %s / %s', (type, operation, step, nextOperation, nextStep) => {
    const next = susiReducer(openAt(operation, step), { type } as SusiAction);
    expect(next).toEqual({ ...openAt(operation, step), operation: nextOperation, step: nextStep });
  });

  it.each<SusiAction['type']>(['close', 'chooseEmail', 'toggleOperation', 'showOptions'])(
    'ignores %s while closed',
    (type) => {
      expect(susiReducer(closedSusiState, { type } as SusiAction)).toBe(closedSusiState);
    },
  );
});

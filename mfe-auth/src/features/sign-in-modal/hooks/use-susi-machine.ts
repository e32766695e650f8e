import type { RemoteBus } from '@inkpot/shared-contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RunCaptcha } from '../api/captcha.ts';
import type { SusiApi } from '../api/susi-api.ts';
import {
  closedSusiState,
  susiTransition,
  type SusiEffect,
  type SusiEvent,
  type SusiState,
} from '../model/susi-machine.ts';

export interface SusiEffectRunners {
  api: SusiApi;
  captcha: RunCaptcha;
  bus: RemoteBus;
  /** A full page load (the callback sets the session cookie and redirects). */
  leave: (url: string) => void;
}

/**
 * Holds the sign-in machine's state and runs its effects: requests, the captcha, toasts and
 * analytics on the bus, the final redirect. Results come back into the machine as events.
 */
export function useSusiMachine(runners: SusiEffectRunners): [SusiState, (event: SusiEvent) => void] {
  const [state, setState] = useState<SusiState>(closedSusiState);
  const stateRef = useRef(state);
  const runnersRef = useRef(runners);
  useEffect(() => {
    runnersRef.current = runners;
  });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const dispatch = useCallback((event: SusiEvent) => {
    const step = (next: SusiEvent) => {
      const transition = susiTransition(stateRef.current, next);
      stateRef.current = transition.state;
      setState(transition.state);
      const back = (result: SusiEvent) => {
        if (mounted.current) step(result);
      };
      for (const effect of transition.effects) runEffect(effect, runnersRef.current, back);
    };
    step(event);
  }, []);

  return [state, dispatch];
}

function runEffect(effect: SusiEffect, runners: SusiEffectRunners, back: (event: SusiEvent) => void) {
  const { api, captcha, bus, leave } = runners;
  switch (effect.type) {
    case 'runCaptcha':
      void captcha(effect.action).then((token) => back({ type: 'captchaDone', token }));
      return;
    case 'sendEmail':
      void api.sendAuthEmail(effect.input).then((result) => back({ type: 'sendDone', result }));
      return;
    case 'fetchAccountToken':
      void api.accountToken().then((token) => back({ type: 'accountTokenDone', token }));
      return;
    case 'verifyCode':
      void api.verifyLoginCode(effect.loginCode).then((result) => back({ type: 'verifyDone', result }));
      return;
    case 'toast':
      bus.publish('toast/show', effect.toast);
      return;
    case 'track':
      bus.publish('analytics/track', { name: effect.name, data: effect.data });
      return;
    case 'redirect':
      // The callback marks the page it lands on for the confirmation (use-sign-in-confirmation.ts).
      leave(effect.url);
      return;
  }
}

import { NoncedStyle, type MountProps } from '@inkpot/shared-contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { loadAccountPicker } from '../api/account-picker.ts';
import type { OneTapAccountPicker, OneTapPickerConfig } from '../api/picker-contract.ts';
import { createOneTapApi, type OneTapApi } from '../api/one-tap-api.ts';
import {
  accountOfCredential,
  ONE_TAP_ENTRY_POINT,
  oneTapConnectLink,
  type OneTapAccount,
} from '../model/one-tap-account.ts';
import { recordHideTime } from '../model/one-tap-hide-time.ts';
import { OneTapCard, type OneTapCardView } from './one-tap-card.tsx';
import { oneTapCss } from './one-tap.css.ts';

export type OneTapProps = Pick<MountProps, 'apollo' | 'bus' | 'config' | 'telemetry'> & {
  picker: OneTapPickerConfig;
  /** Where the reader comes back to after signing in (an absolute URL of this page). */
  redirect: string;
  /** A full page load to the auth domain. */
  leave?: (url: string) => void;
  /** Tests hand in their own picker and API. */
  loadPicker?: (config: OneTapPickerConfig) => Promise<OneTapAccountPicker>;
  api?: OneTapApi;
  now?: () => number;
};

type Phase = { kind: 'prompting' } | OneTapCardView | { kind: 'leaving' } | { kind: 'done' };

const leaveByLocation = (url: string) => window.location.assign(url);

/**
 * Google one-tap, loaded only for readers who qualify (one-tap-gate.tsx): the
 * account picker prompts; a picked account's address is looked up; a free address gets the card,
 * a taken one goes straight to the Google sign-in. Unmounting (one-tap hidden) cancels the prompt.
 */
export function OneTap({
  apollo,
  bus,
  config,
  telemetry,
  picker: pickerConfig,
  redirect,
  leave = leaveByLocation,
  loadPicker = loadAccountPicker,
  api: givenApi,
  now = Date.now,
}: OneTapProps) {
  const api = useMemo(() => givenApi ?? createOneTapApi(apollo), [givenApi, apollo]);
  const [phase, setPhase] = useState<Phase>({ kind: 'prompting' });
  const live = useRef(true);
  const latest = useRef({ redirect, leave, now });
  useEffect(() => {
    latest.current = { redirect, leave, now };
  });

  // The lookup whose answer the card waits for: closing the card (or leaving it for the sign-in
  // options) while the address is being looked up drops its answer, which would open it again.
  const lookup = useRef(0);
  const lookUp = useCallback(
    (account: OneTapAccount) => {
      const email = account.email;
      const id = (lookup.current += 1);
      if (!email) {
        setPhase({ kind: 'error', account });
        return;
      }
      setPhase({ kind: 'checking', account });
      const current = () => live.current && lookup.current === id;
      api.emailAvailability(email).then(
        (available) => {
          if (!current()) return;
          if (available) {
            setPhase({ kind: 'available', account });
            return;
          }
          // An account has the address: sign in with Google straight away.
          setPhase({ kind: 'leaving' });
          latest.current.leave(oneTapConnectLink('login', latest.current.redirect, account));
        },
        (error: unknown) => {
          telemetry.reportError(error, { feature: 'one-tap' });
          if (current()) setPhase({ kind: 'error', account });
        },
      );
    },
    [api, telemetry],
  );
  const closeCard = (next: Phase) => {
    lookup.current += 1;
    setPhase(next);
  };

  const pickerRef = useRef<OneTapAccountPicker | null>(null);
  const prompt = useCallback(() => {
    const handlers = {
      onCredential: (credential: string) => {
        if (!live.current) return;
        const account = accountOfCredential(credential);
        if (account) lookUp(account);
        else setPhase({ kind: 'error', account: null });
      },
      onDismissed: () => {
        recordHideTime(latest.current.now());
        if (live.current) setPhase({ kind: 'done' });
      },
      onUnavailable: (reason: string) => {
        // Blocked or not possible here (no Google session, third-party sign-in off): not a dismissal.
        console.info(`[auth] one-tap not shown: ${reason}`);
        if (live.current) setPhase({ kind: 'done' });
      },
    };
    if (pickerRef.current) {
      pickerRef.current.prompt(handlers);
      return;
    }
    loadPicker(pickerConfig).then(
      (picker) => {
        if (!live.current) return;
        pickerRef.current = picker;
        picker.prompt(handlers);
      },
      (error: unknown) => {
        telemetry.reportError(error, { feature: 'one-tap' });
        if (live.current) setPhase({ kind: 'done' });
      },
    );
  }, [loadPicker, pickerConfig, lookUp, telemetry]);

  useEffect(() => {
    live.current = true;
    prompt();
    return () => {
      // The prompt is cancelled when one-tap is hidden.
      live.current = false;
      pickerRef.current?.cancel();
    };
  }, [prompt]);

  if (phase.kind !== 'checking' && phase.kind !== 'available' && phase.kind !== 'error') return null;
  const account = phase.account;
  return (
    <>
      <NoncedStyle>{oneTapCss}</NoncedStyle>
      <OneTapCard
        view={phase}
        productName={config.productName}
        onDismiss={() => {
          recordHideTime(now());
          closeCard({ kind: 'done' });
        }}
        onRetry={() => {
          if (account) {
            lookUp(account);
            return;
          }
          setPhase({ kind: 'prompting' });
          prompt();
        }}
        onSignIn={() => {
          closeCard({ kind: 'done' });
          bus.publish('auth/open', { operation: 'login', step: 'SIGNIN_OPTIONS', entryPoint: ONE_TAP_ENTRY_POINT });
        }}
        onSignUp={() => {
          if (!account) return;
          bus.publish('analytics/track', {
            name: 'susi.methodClicked',
            data: { method: 'google', operation: 'register', entryPoint: ONE_TAP_ENTRY_POINT },
          });
          setPhase({ kind: 'leaving' });
          leave(oneTapConnectLink('register', redirect, account));
        }}
      />
    </>
  );
}

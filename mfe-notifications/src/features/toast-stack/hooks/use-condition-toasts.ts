import type { MountProps } from '@inkpot/shared-contracts';
import { useEffect, useRef } from 'react';
import { ToastConditionsDocument } from '../api/__generated__/toast-conditions.generated.ts';
import { conditionToasts, hasAcceptedPrivacy } from '../model/conditions.ts';
import type { ToastShowPayload } from '../model/toast-view.ts';

/**
 * Once the viewer is known: the privacy banner, the suspended and the verify-email toasts the
 * conditions in model/conditions.ts call for, asked of the API once per viewer.
 */
export function useConditionToasts(
  { apollo, viewer$ }: Pick<MountProps, 'apollo' | 'viewer$'>,
  show: (payload: ToastShowPayload) => void,
) {
  const checkedFor = useRef<string | null>(null);
  useEffect(() => {
    const subscription = viewer$.subscribe((viewer) => {
      if (viewer.status === 'loading') return;
      const key = viewer.status === 'signed-in' ? viewer.viewer.id : 'visitor';
      if (checkedFor.current === key) return;
      checkedFor.current = key;
      void apollo.query({ query: ToastConditionsDocument }).then(({ data }) => {
        if (!data || checkedFor.current !== key) return;
        const signedIn = viewer.status === 'signed-in';
        conditionToasts({
          signedIn,
          country: data.visitor.geolocation.country || null,
          privacyAccepted: hasAcceptedPrivacy(localStorage),
          emailObfuscated: signedIn ? (data.viewer?.emailObfuscated ?? null) : null,
          isSuspended: signedIn && Boolean(data.viewer?.isSuspended),
        }).forEach(show);
      });
    });
    return () => subscription.unsubscribe();
  }, [apollo, viewer$, show]);
}

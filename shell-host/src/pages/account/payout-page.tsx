import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { PageProps } from '../../routing/page-props.ts';
import { useShell } from '../../routing/page-props.ts';
import { LoadError, LoadingPlaceholder, PageStyles, SignInPrompt, useShellBus, useToastRetry } from '../page-parts.tsx';
import {
  PayoutPageDocument,
  RecordPayoutInformationDocument,
  type RecordPayoutInformationMutationVariables,
} from './__generated__/payout-page.generated.ts';

type PayoutInput = RecordPayoutInformationMutationVariables['input'];

/** The retry key of this page's payout-retry toast: its Retry sends the same input again. */
export const PAYOUT_RETRY_KEY = 'payout-information';

/**
 * Page `partner-program-payout-settings` (/partner-program/payout/{step}): where a writer's
 * earnings are paid. The form keeps what was typed whatever happens. The API refusing the input
 * says why under the form; no answer (or a server error) shows the payout-retry toast, whose
 * Retry sends the same input again.
 */
export default function PayoutPage(_props: PageProps) {
  const { services, viewer } = useShell();
  const bus = useShellBus();
  const id = useId();
  const signedIn = viewer.status === 'signed-in';
  const page = useQuery(PayoutPageDocument, { client: services.apollo, skip: !signedIn });
  const [record, recording] = useMutation(RecordPayoutInformationDocument, {
    client: services.apollo,
  });
  const [input, setInput] = useState<PayoutInput>({ accountHolderName: '', country: '', accountNumber: '' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  // The toast's Retry: the input that failed, sent again.
  const failedInput = useRef<PayoutInput | null>(null);
  const send = async (values: PayoutInput) => {
    setRefusal(null);
    setSaved(false);
    const answer = (await record({ variables: { input: values } }).catch(() => null))?.data?.recordPayoutInformation;
    if (answer?.__typename === 'MutationSuccess') {
      setSaved(true);
      setInput((current) => ({ ...current, accountNumber: '' }));
      // The account as the API now has it (its last four characters).
      await page.refetch().catch(() => undefined);
    } else if (answer && 'message' in answer) setRefusal(answer.message);
    else {
      failedInput.current = values;
      bus.publish('toast/show', { kind: 'payout-retry', retryKey: PAYOUT_RETRY_KEY });
    }
  };
  useToastRetry(PAYOUT_RETRY_KEY, () => {
    if (failedInput.current) void send(failedInput.current);
  });

  if (!signedIn) return <SignInPrompt message="Sign in to set up your payouts." />;
  if (page.error && !page.data)
    return <LoadError message="Your payout settings could not be loaded." onRetry={() => void page.refetch()} />;
  if (!page.data) return <LoadingPlaceholder label="Loading your payout settings" />;
  const account = page.data.viewer?.payoutAccount ?? null;
  const field = (name: keyof PayoutInput) => ({
    id: `${id}-${name}`,
    value: input[name],
    onChange: (event: { target: { value: string } }) =>
      setInput((current) => ({ ...current, [name]: event.target.value })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(input);
  };
  return (
    <div className="ink-pages">
      <PageStyles />
      <div className="ink-inset">
        <h1 className="ink-page-title">Payout settings</h1>
        <section className="ink-settings-section" aria-labelledby={`${id}-current`}>
          <h2 id={`${id}-current`}>Where your earnings go</h2>
          {account ? (
            <p className="ink-setting-value">
              {account.accountHolderName}, account ending in {account.accountLastFour} ({account.country})
            </p>
          ) : (
            <p>You have not added a payout account yet.</p>
          )}
        </section>
        <form className="ink-payout-form" onSubmit={submit} aria-labelledby={`${id}-form`}>
          <h2 id={`${id}-form`}>{account ? 'Change your payout account' : 'Add your payout account'}</h2>
          <label htmlFor={`${id}-accountHolderName`}>Name on the account</label>
          <input {...field('accountHolderName')} autoComplete="name" required maxLength={100} />
          <label htmlFor={`${id}-country`}>Country (two letters, e.g. DE)</label>
          <input {...field('country')} autoComplete="country" required maxLength={2} />
          <label htmlFor={`${id}-accountNumber`}>IBAN or account number</label>
          <input {...field('accountNumber')} required inputMode="text" />
          {refusal && (
            <p className="ink-error" role="alert">
              {refusal}
            </p>
          )}
          {saved && <p role="status">Your payout account is saved.</p>}
          <button type="submit" className="ink-button ink-button--primary" disabled={recording.loading}>
            Save
          </button>
        </form>
      </div>
    </div>
  );
}

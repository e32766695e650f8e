/** Cancelling from the manage-membership page: the confirmation's words and what the answer means. */
import { CANCELLATION_REASONS, type CancellationReason } from '@inkpot/shared-contracts';
import { formatDay } from '@inkpot/shared-contracts/dates';

export type CancelPhase = 'idle' | 'submitting' | 'failed';

export const CANCEL_FAILED = 'Your membership could not be cancelled, please try again.';

/** The confirmation: when it ends, what stays until then, and that it can come back. */
export const cancelConfirmText = (currentPeriodEndsAt: string) =>
  `Your membership will end on ${formatDay(currentPeriodEndsAt)}. Until then you keep reading member-only stories, and you can reactivate it whenever you like.`;

/** After cancelling: the page's notice. */
export const cancelledText = (currentPeriodEndsAt: string) =>
  `Your membership is cancelled. It ends on ${formatDay(currentPeriodEndsAt)}.`;

export const REASON_OPTIONS = (Object.entries(CANCELLATION_REASONS) as [CancellationReason, string][]).map(
  ([value, label]) => ({ value, label }),
);

/** The words of a refusal the API explained, else the generic failure. */
export function cancelErrorText(answer: { __typename: string; message?: string } | null | undefined): string {
  return answer && answer.__typename !== 'MutationSuccess' && answer.message ? answer.message : CANCEL_FAILED;
}

export const isConfirmCancelDisabled = (phase: CancelPhase) => phase === 'submitting';

import { useMutation, useQuery } from '@apollo/client/react';
import { buildRouteLink, useCspNonce } from '@inkpot/shared-contracts';
import { useState } from 'react';
import { Link } from '../../routing/link.tsx';
import { pageQuery, useShell, type PageProps, type PageQuery } from '../../routing/page-props.ts';
import { LoadError, LoadingPlaceholder, PageStyles, useShellBus } from '../page-parts.tsx';
import { PARTNER_PROGRAM_STYLE_HREF, partnerProgramCss } from './partner-program-page.css.ts';
import type { PartnerProgramRequirement } from '../../__generated__/schema-types.ts';
import {
  EnrollInPartnerProgramDocument,
  PartnerProgramPageDocument,
  type PartnerProgramPageQuery,
} from './__generated__/partner-program-page.generated.ts';

/** The sign-in flow's entry point when a visitor chooses to apply. */
export const PARTNER_PROGRAM_ENTRY_POINT = 'partner_program';
export const APPLY_LABEL = 'Apply to the Partner Program';
export const JOIN_LABEL = 'Join the Partner Program';
export const ENROLLED_TEXT = 'You are in the Partner Program.';
export const SEND_FAILED = 'Your application could not be sent. Please try again.';

/** Where each requirement is met. */
const REQUIREMENT_LINKS: Readonly<Record<PartnerProgramRequirement, { label: string; href: string }>> = {
  MEMBERSHIP: { label: 'Become a member', href: buildRouteLink('plans') },
  PAYOUT_ACCOUNT: {
    label: 'Add your payout information',
    href: buildRouteLink('partnerPayout', { step: 'settings' }),
  },
};

const REQUIREMENTS: ReadonlyArray<{
  requirement: PartnerProgramRequirement;
  title: string;
  text: string;
  met: string;
}> = [
  {
    requirement: 'MEMBERSHIP',
    title: 'A membership',
    text: 'Partner Program writers are members themselves, for as long as their membership runs.',
    met: 'You are a member.',
  },
  {
    requirement: 'PAYOUT_ACCOUNT',
    title: 'Payout information',
    text: 'The account your earnings are paid to. Adding it needs a membership.',
    met: 'Your payout information is added.',
  },
];

type Viewer = NonNullable<PartnerProgramPageQuery['viewer']>;

/** What the call to action is for this reader. */
export type PartnerProgramAction =
  | { kind: 'sign-in' }
  | { kind: 'enrolled' }
  | { kind: 'not-allowed' }
  | { kind: 'join' }
  | { kind: 'requirements'; missing: readonly PartnerProgramRequirement[] };

export function partnerProgramAction(viewer: Viewer | null): PartnerProgramAction {
  if (!viewer) return { kind: 'sign-in' };
  const status = viewer.partnerProgramEnrollment?.status;
  if (status === 'ENROLLED') return { kind: 'enrolled' };
  if (status === 'PERMISSION_DENIED') return { kind: 'not-allowed' };
  const missing = viewer.partnerProgramRequirements;
  return missing.length === 0 ? { kind: 'join' } : { kind: 'requirements', missing };
}

export function queries(): ReadonlyArray<PageQuery> {
  return [pageQuery(PartnerProgramPageDocument, {})];
}

function PartnerStyles() {
  return (
    <style href={PARTNER_PROGRAM_STYLE_HREF} precedence="default" nonce={useCspNonce()}>
      {partnerProgramCss}
    </style>
  );
}

/** The requirements, and for a signed-in reader whether each is met or where to meet it. */
function Requirements({ missing }: { missing: readonly PartnerProgramRequirement[] | null }) {
  return (
    <ul className="ink-partner__requirements">
      {REQUIREMENTS.map(({ requirement, title, text, met }) => {
        const link = REQUIREMENT_LINKS[requirement];
        return (
          <li key={requirement} className="ink-partner__requirement">
            <h3>{title}</h3>
            <p>{text}</p>
            {missing !== null &&
              (missing.includes(requirement) ? (
                <p className="ink-partner__todo">
                  <Link to={link.href}>{link.label}</Link>
                </p>
              ) : (
                <p className="ink-partner__met">
                  <span aria-hidden="true">✓ </span>
                  {met}
                </p>
              ))}
          </li>
        );
      })}
    </ul>
  );
}

function SignInToApply() {
  const bus = useShellBus();
  return (
    <div className="ink-partner__action">
      <p>Sign in to see whether you can join, and to apply.</p>
      <button
        type="button"
        className="ink-button ink-button--primary"
        onClick={() =>
          bus.publish('auth/open', {
            operation: 'login',
            step: 'SIGNIN_OPTIONS',
            entryPoint: PARTNER_PROGRAM_ENTRY_POINT,
            redirect: window.location.href,
          })
        }
      >
        {APPLY_LABEL}
      </button>
    </div>
  );
}

function Join({
  onJoined,
  onProblem,
}: {
  onJoined: () => Promise<unknown>;
  onProblem: (problem: string | null) => void;
}) {
  const { services } = useShell();
  const [enroll, enrolling] = useMutation(EnrollInPartnerProgramDocument, { client: services.apollo });
  const join = async () => {
    onProblem(null);
    const answer = (await enroll().catch(() => null))?.data?.enrollInPartnerProgram;
    if (answer?.__typename === 'MutationSuccess') {
      // The viewer as the API now has it: this page, and the account menu's entry, read it from the one cache.
      await onJoined().catch(() => undefined);
    } else if (answer && 'message' in answer) {
      // Refused: say why, and show what the API now says is missing.
      onProblem(answer.message);
      await onJoined().catch(() => undefined);
    } else onProblem(SEND_FAILED);
  };
  return (
    <div className="ink-partner__action">
      <p>You meet both requirements: join now, and your member-only stories start to earn.</p>
      <button
        type="button"
        className="ink-button ink-button--primary"
        onClick={() => void join()}
        disabled={enrolling.loading}
        aria-busy={enrolling.loading}
      >
        {enrolling.loading ? 'Joining…' : JOIN_LABEL}
      </button>
    </div>
  );
}

interface ActionProps {
  action: PartnerProgramAction;
  onJoined: () => Promise<unknown>;
  onProblem: (problem: string | null) => void;
}

function Action({ action, onJoined, onProblem }: ActionProps) {
  switch (action.kind) {
    case 'sign-in':
      return <SignInToApply />;
    case 'enrolled':
      return (
        <div className="ink-partner__action" role="status">
          <p className="ink-partner__enrolled">{ENROLLED_TEXT}</p>
          <p>
            Your member-only stories earn from members&apos; reading.{' '}
            <Link to={buildRouteLink('partnerPayout', { step: 'settings' })}>Payout settings</Link>
            {' · '}
            <Link to={buildRouteLink('newStory')}>Write a story</Link>
          </p>
        </div>
      );
    case 'not-allowed':
      return (
        <div className="ink-partner__action">
          <p>This account cannot join the Partner Program.</p>
        </div>
      );
    case 'join':
      return <Join onJoined={onJoined} onProblem={onProblem} />;
    case 'requirements':
      return (
        <div className="ink-partner__action">
          <p>Before you can join, you still need:</p>
          <ul className="ink-partner__missing">
            {action.missing.map((requirement) => {
              const link = REQUIREMENT_LINKS[requirement];
              return (
                <li key={requirement}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              );
            })}
          </ul>
        </div>
      );
  }
}

/** The signed-in reader's requirements and call to action, from the API. */
function SignedInApply() {
  const { services } = useShell();
  const { data, loading, refetch } = useQuery(PartnerProgramPageDocument, { client: services.apollo });
  const [problem, setProblem] = useState<string | null>(null);
  if (!data?.viewer) {
    return loading ? (
      <LoadingPlaceholder label="Loading whether you can join" lines={3} />
    ) : (
      <LoadError message="Whether you can join could not be loaded." onRetry={() => void refetch()} />
    );
  }
  const action = partnerProgramAction(data.viewer);
  return (
    <>
      <Requirements missing={data.viewer.partnerProgramRequirements} />
      {problem && (
        <p className="ink-error" role="alert">
          {problem}
        </p>
      )}
      <Action action={action} onJoined={() => refetch()} onProblem={setProblem} />
    </>
  );
}

/**
 * Page `landing-partner-program` (/partner-program, /m/partner-program): what the Partner Program
 * is, who can join (the API's rules: a membership and payout information), and the call to action
 * for this reader: sign in (visitors), join (an eligible writer, `enrollInPartnerProgram`), what is
 * still missing with where to add it, or, once enrolled, where the program's settings are.
 */
export default function PartnerProgramPage(_props: PageProps) {
  const { viewer, config } = useShell();
  return (
    <div className="ink-pages">
      <PageStyles />
      <PartnerStyles />
      <section className="ink-hero" aria-labelledby="partner-program-title">
        <div className="ink-hero__inner">
          <p className="ink-partner__eyebrow">{config.productName} Partner Program</p>
          <h1 id="partner-program-title" className="ink-hero__title">
            Earn from members&apos; reading.
          </h1>
          <p className="ink-hero__text">
            Members pay for {config.productName}. Writers in the Partner Program earn from members&apos; reading of
            their member-only stories.
          </p>
        </div>
      </section>
      <div className="ink-inset">
        <section aria-labelledby="partner-program-how">
          <h2 id="partner-program-how" className="ink-section-title">
            How it works
          </h2>
          <ol className="ink-partner__steps">
            <li>Write a story and make it member-only when you publish it: its card carries the member star.</li>
            <li>Members read it in full; other readers see its beginning and are invited to become members.</li>
            <li>Your earnings from members&apos; reading are paid to the payout account you add.</li>
          </ol>
        </section>
        <section aria-labelledby="partner-program-who">
          <h2 id="partner-program-who" className="ink-section-title">
            Who can apply
          </h2>
          <p>Any writer on {config.productName} with both of these:</p>
          {viewer.status === 'signed-in' ? (
            <SignedInApply />
          ) : viewer.status === 'visitor' ? (
            <>
              <Requirements missing={null} />
              <SignInToApply />
            </>
          ) : (
            <LoadingPlaceholder label="Loading whether you can join" lines={3} />
          )}
        </section>
      </div>
    </div>
  );
}

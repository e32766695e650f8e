import { type ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useShellBus } from '../page-parts.tsx';
import { useShell } from '../../routing/page-props.ts';
import { ClaimSubdomainDocument, UnclaimSubdomainDocument } from './__generated__/subdomain-setting.generated.ts';

/** The viewer, and the same person as a User (their profile), say whether they have a subdomain. */
function setHasSubdomain(cache: ApolloCache, viewerId: string, hasSubdomain: boolean) {
  for (const __typename of ['Viewer', 'User'])
    cache.modify({ id: cache.identify({ __typename, id: viewerId }), fields: { hasSubdomain: () => hasSubdomain } });
}

/**
 * A writer's subdomain ({username}.<app host>): claim it, or deactivate it. A deactivation that
 * fails (an answer that refuses, or no answer) leaves the subdomain as it was and shows the
 * subdomain-unclaim-error toast.
 */
export function SubdomainSetting({ viewer }: { viewer: { id: string; username: string; hasSubdomain: boolean } }) {
  const { services, config } = useShell();
  const bus = useShellBus();
  const subdomain = `${viewer.username}.${new URL(config.hosts.app).host}`;
  const [claim, claiming] = useMutation(ClaimSubdomainDocument, {
    client: services.apollo,
    update: (cache, { data }) => {
      if (data?.claimSubdomain.__typename === 'MutationSuccess') setHasSubdomain(cache, viewer.id, true);
    },
  });
  const [unclaim, unclaiming] = useMutation(UnclaimSubdomainDocument, {
    client: services.apollo,
    update: (cache, { data }) => {
      if (data?.unclaimSubdomain.__typename === 'MutationSuccess') setHasSubdomain(cache, viewer.id, false);
    },
  });

  const deactivate = async () => {
    const answer = (await unclaim().catch(() => null))?.data?.unclaimSubdomain;
    if (answer?.__typename === 'MutationSuccess')
      bus.publish('toast/show', { kind: 'message', message: `${subdomain} is deactivated.` });
    else bus.publish('toast/show', { kind: 'subdomain-unclaim-error' });
  };
  const claimIt = async () => {
    const answer = (await claim().catch(() => null))?.data?.claimSubdomain;
    if (answer?.__typename === 'MutationSuccess')
      bus.publish('toast/show', { kind: 'message', message: `Your profile is now also at ${subdomain}.` });
    else
      bus.publish('toast/show', {
        kind: 'error',
        ...(answer && 'message' in answer ? { message: answer.message } : {}),
      });
  };

  const busy = claiming.loading || unclaiming.loading;
  return viewer.hasSubdomain ? (
    <p>
      {`Your profile is also at ${subdomain}. `}
      <button type="button" className="ink-button" onClick={() => void deactivate()} disabled={busy}>
        Deactivate subdomain
      </button>
    </p>
  ) : (
    <p>
      {`Your profile can also be at ${subdomain}. `}
      <button type="button" className="ink-button" onClick={() => void claimIt()} disabled={busy}>
        Claim subdomain
      </button>
    </p>
  );
}

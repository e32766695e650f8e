import { ApolloClient, ApolloLink } from '@apollo/client';
import { APOLLO_DEFAULT_OPTIONS, type MountProps } from '@inkpot/shared-contracts';
import { createShellCache } from '../data/apollo-client.ts';
import type { ServerParcelPropsInput } from '../../page-contract/render.ts';
import { createServerServices } from './server-services.ts';

/**
 * A parcel's mount props made again from its page, where a remote's server build runs (the edge's
 * parcel sandbox, a process of its own): the page's bus, viewer, links and configuration, and an
 * Apollo Client over the data the page's queries fetched. It asks nothing of the API: what a
 * parcel reads on the server is what the page already has (its own requests are its build's).
 */
export function serverParcelProps({ state, url, cache, remote, data }: ServerParcelPropsInput): MountProps {
  const apollo = new ApolloClient({
    ssrMode: true,
    link: ApolloLink.empty(),
    cache: createShellCache().restore(cache),
    defaultOptions: APOLLO_DEFAULT_OPTIONS,
  });
  return { ...createServerServices(state, { url, apollo }).mountProps(remote), ...data };
}

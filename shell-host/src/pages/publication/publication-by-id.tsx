import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useShell } from '../../routing/page-props.ts';
import { NotFoundScreen } from '../status/not-found-page.tsx';
import { LoadError, LoadingPlaceholder } from '../page-parts.tsx';
import { PublicationByIdDocument } from './__generated__/publication-by-id.generated.ts';

/**
 * `/c/{id}` names a publication by id. The edge redirects a document request; a
 * client-side navigation lands here and replaces the address with the publication's `/{slug}`.
 */
export function PublicationByIdRedirect({ id }: { id: string }) {
  const { services } = useShell();
  const { data, loading, error, refetch } = useQuery(PublicationByIdDocument, {
    client: services.apollo,
    variables: { id },
  });
  const slug = data?.collection?.slug;
  useEffect(() => {
    if (slug)
      services.navigation.navigate(services.navigation.buildLink('collection', { collectionSlug: slug }), {
        replace: true,
      });
  }, [slug, services]);
  if (data && !data.collection) return <NotFoundScreen />;
  if (error && !data)
    return <LoadError message="The publication could not be loaded." onRetry={() => void refetch()} />;
  if (loading || slug) return <LoadingPlaceholder label="Loading publication" />;
  return null;
}

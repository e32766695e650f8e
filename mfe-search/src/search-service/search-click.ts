import type { MountProps } from '@inkpot/shared-contracts';
import { SearchClickEventMutationDocument } from './__generated__/search-click-event.generated.ts';

export interface SearchClick {
  queryID: string | null;
  indexName: string;
  objectID: string;
  /** 1-based rank of the hit in its index's results (page offset included). */
  position: number;
}

/**
 * Click analytics (SearchClickEventMutation) for a hit of a clickAnalytics search.
 * Fire and forget: a lost click event must never stop the reader from opening the hit.
 */
export function reportSearchClick(apollo: MountProps['apollo'], click: SearchClick): void {
  if (!click.queryID) return;
  apollo
    .mutate({
      mutation: SearchClickEventMutationDocument,
      variables: {
        input: {
          queryId: click.queryID,
          indexName: click.indexName,
          objectIds: [click.objectID],
          positions: [click.position],
        },
      },
    })
    .catch(() => {});
}

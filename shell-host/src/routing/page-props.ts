import type { DocumentNode, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type {
  BannerFacts,
  FeatureFlags,
  RouteDefinition,
  RoutingMode,
  ShellConfig,
  ShellLocation,
  ViewerState,
} from '@inkpot/shared-contracts';
import { createContext, useContext, type ReactNode } from 'react';
import type { ShellServices } from '../lib/services.ts';

/** What the router hands the page it renders. */
export interface PageProps {
  route: RouteDefinition;
  /** The route's path parameters, decoded (in a custom-domain mode the domain's own one included). */
  params: Readonly<Record<string, string>>;
  /** The page identifier. */
  page: string;
  location: ShellLocation;
  mode: RoutingMode;
}

/** One of the data queries a page renders from, with its variables. */
export interface PageQuery {
  query: DocumentNode;
  variables: OperationVariables;
}

/** A page query whose variables are checked against its document's. */
export function pageQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): PageQuery {
  return { query, variables };
}

/**
 * A page module: its component as default export, and optionally `queries`, the data queries the
 * page renders from for a route's params (and the route, for a module that serves several routes
 * of one page identifier differently). The host preloads them when a reader is about to follow a
 * link, and reads them from the server's cache before it hydrates the page (routing/page-data.ts).
 */
export interface PageModule {
  default: (props: PageProps) => ReactNode;
  /** The right column of the two-column layout. */
  Aside?: (props: PageProps) => ReactNode;
  queries?: (params: Readonly<Record<string, string>>, route: RouteDefinition) => ReadonlyArray<PageQuery>;
}

/** The page's single services and config, for the host's own pages and layouts. */
export interface ShellContextValue {
  services: ShellServices;
  config: ShellConfig;
  viewer: ViewerState;
  mode: RoutingMode;
  flags: FeatureFlags;
  /** The status the edge answered the document with: 404 when what its route names does not exist. */
  documentStatus?: number;
  /** The edge's facts for the banner area (signed-in documents; absent when it could not ask). */
  bannerFacts?: BannerFacts;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell() needs the Shell around it.');
  return value;
}

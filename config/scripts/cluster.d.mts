export declare const EDGES: number;
export declare const APIS: number;
export interface ClusterPorts {
  public: number;
  apiBalancer: number;
  stats: number;
  edges: number[];
  apis: number[];
  remotes: Record<string, number>;
  oidc: number;
}
export declare function clusterPorts(publicPort: number): ClusterPorts;
export declare function haproxyConfig(ports: ClusterPorts, bind: string): string;
export declare function allPorts(ports: ClusterPorts): number[];
export declare function clusterReadyUrl(ports: ClusterPorts): string;

export { singleNode, SwitchLog, type Cluster, type ClusterLog, type Handler, type RouteErrors } from './cluster.js';
export { NodeCluster, clusterConfigFromEnv, openCluster, type ClusterConfig } from './node-cluster.js';
export { PgLeaseStore, LEASE_NAMESPACE, type LeaseStore } from './lease.js';
export { NatsMessenger, NoAnswer, type Messenger } from './messenger.js';
export { Ownership } from './ownership.js';
export { Router, subjectOf, DEFAULT_ROUTER, type RouterOptions } from './router.js';

export { proofModule } from './proof.module.js';
export { ProofService, PROOF_KINDS } from './proof.service.js';

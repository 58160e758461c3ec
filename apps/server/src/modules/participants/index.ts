export { participantsModule } from './participants.module.js';
export { SimulatedParticipants, DEFAULT_PARTICIPANTS, type ParticipantsOptions } from './participants.service.js';

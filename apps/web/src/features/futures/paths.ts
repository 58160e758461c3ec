import { symbolParam } from '../spot/paths';

export const LEVER_PATH = '/pages/lever/index';
export const LEVER_INFO_PATH = '/pages/lever/info';
export const LEVER_SIMULATOR_PATH = '/pages/lever/simulator';

/** The trade page (or the simulator) of one contract. */
export const leverPath = (symbol: string, simulator = false): string =>
  `${simulator ? LEVER_SIMULATOR_PATH : LEVER_PATH}?symbol=${symbolParam(symbol)}`;

export const leverInfoPath = (symbol: string): string => `${LEVER_INFO_PATH}?symbol=${symbolParam(symbol)}`;

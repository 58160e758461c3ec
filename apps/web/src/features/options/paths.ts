import { symbolParam } from '../spot/paths';

export const OPTION_PATH = '/pages/option/detail';
export const OPTION_INFO_PATH = '/pages/option/info';
export const OPTION_SIMULATOR_PATH = '/pages/option/simulator';
/** The public verification of one order: anyone with the link recomputes its settlement. */
export const OPTION_VERIFY_PATH = '/pages/option/verify';

/** The trade tab (or the simulator) on one symbol. */
export const optionPath = (symbol: string, simulator = false): string =>
  `${simulator ? OPTION_SIMULATOR_PATH : OPTION_PATH}?symbol=${symbolParam(symbol)}`;

export const optionInfoPath = (symbol: string): string => `${OPTION_INFO_PATH}?symbol=${symbolParam(symbol)}`;

export const optionVerifyPath = (id: number): string => `${OPTION_VERIFY_PATH}?id=${id}`;

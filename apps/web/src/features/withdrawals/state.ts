import { create } from 'zustand';

/** The key of a coin on a network in the choice store. */
export const choiceKey = (coin: string, network: string): string => `${coin}:${network}`;

type ChoiceState = {
  /** The book entry chosen for each coin and network during this visit of the app. */
  chosen: Readonly<Record<string, number>>;
  choose: (coin: string, network: string, id: number) => void;
};

/**
 * The address picker and the add form hand the chosen entry back to the withdraw page through this store: the
 * page is left with the history's back step, so the choice cannot travel in its URL.
 */
export const useAddressChoice = create<ChoiceState>((set) => ({
  chosen: {},
  choose: (coin, network, id) => set((s) => ({ chosen: { ...s.chosen, [choiceKey(coin, network)]: id } })),
}));

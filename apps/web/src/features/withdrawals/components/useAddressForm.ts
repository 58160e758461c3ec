import { useState } from 'react';
import { ApiError } from '../../../api/client';
import {
  addAddressBody, addressStatus, initialAddressForm, validateAddressForm, visibleAddressErrors, type AddressForm,
} from '../model/address-form';
import type { AddressEntry } from '../model/addresses';
import { useAddAddress, useSendOwnCode } from '../queries';

type Field = 'address' | 'remark' | 'payPassword' | 'code';

const clean: Readonly<Record<Field, (v: string) => string>> = {
  address: (v) => v.replace(/\s+/g, ''),
  remark: (v) => v,
  payPassword: (v) => v.replace(/\D/g, '').slice(0, 6),
  code: (v) => v.replace(/\D/g, '').slice(0, 6),
};

/** The add-address form around the pure model: the fields, the code sending and the request. */
export function useAddressForm(coin: string, network: string, hasFundPassword: boolean | null, onAdded: (entry: AddressEntry) => void) {
  const [form, setForm] = useState<AddressForm>(initialAddressForm);
  const add = useAddAddress();
  const sendCode = useSendOwnCode();
  const errors = validateAddressForm(form, { network, hasFundPassword });

  const submit = async (): Promise<void> => {
    setForm((f) => ({ ...f, submitted: true }));
    if (errors.length > 0 || add.isPending) return;
    try {
      onAdded(await add.mutateAsync(addAddressBody(form, coin, network)));
    } catch (e) {
      // The server's message is on screen; a wrong password or code is typed again.
      if (e instanceof ApiError && e.kind === 'server') setForm((f) => ({ ...f, payPassword: '', code: '' }));
    }
  };

  return {
    form, shown: visibleAddressErrors(errors, form), status: addressStatus(network, form.address), pending: add.isPending,
    set: (field: Field) => (v: string) => setForm((f) => ({ ...f, [field]: clean[field](v) })),
    send: async (): Promise<number> => (await sendCode.mutateAsync()).resend_after,
    submit,
  };
}

export type AddressFormApi = ReturnType<typeof useAddressForm>;

// The cart's delivery estimate for a country: the methods there as priced for the goods (all free when a promotion
// makes delivery free), the cheapest, which the cart adds to its total, and the method closest to free delivery.
import type { ShippingOption } from '@atelier/domain';
import { useGetShippingOptionsQuery } from './api';

export interface DeliveryEstimateFor {
  /** '' while no country is chosen: nothing is asked. */
  country: string;
  /** The goods after discounts, in the shop's major units: what free thresholds are compared with. */
  subtotal: number;
  /** A promotion makes every method free. */
  freeDelivery?: boolean;
}

export interface DeliveryEstimate {
  methods: ShippingOption[];
  /** The method the cart's total includes: the cheapest (the shop lists them cheapest first). */
  cheapest?: ShippingOption;
  /** A method not free yet whose threshold the cart can reach. */
  nudge?: ShippingOption;
  /** The shop answered, and nobody delivers to the country. */
  undeliverable: boolean;
  /** The methods are the country's and goods' asked now, not the last answer kept while they are asked again. */
  current: boolean;
}

export function useDeliveryEstimate({ country, subtotal, freeDelivery = false }: DeliveryEstimateFor): DeliveryEstimate {
  const quote = useGetShippingOptionsQuery({ country, subtotal }, { skip: country === '' });
  const quoted = quote.data?.methods ?? [];
  const methods = freeDelivery ? quoted.map((method) => ({ ...method, price: 0, amountToFree: null })) : quoted;
  return {
    methods,
    cheapest: methods[0],
    nudge: methods.find((method) => method.amountToFree !== null && method.amountToFree > 0),
    undeliverable: quote.isSuccess && methods.length === 0,
    current: quote.currentData !== undefined,
  };
}

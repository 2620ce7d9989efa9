/**
 * The shop's products (02-operations §3 'Product search result', §7, §9): the page builder's product-list
 * block picks from them. Prices are in cents.
 */
import { get, post, type CallOptions } from './request';
import { arrayOf, nonEmptyString, number, object, searchResultOf, string, type Shape } from './shape';

export interface Product {
  id: string;
  brand_product_id: string;
  name: string;
  image_url: string;
  /** Cents. */
  price: number;
  variants: { price: number }[];
  created_at?: number;
  updated_at?: number;
}

const productShape: Shape<Product> = object({
  id: nonEmptyString,
  brand_product_id: string,
  name: string,
  image_url: string,
  price: number,
  variants: arrayOf(object({ price: number })),
});

/** 02 §9: the picker asks for one page of 1000, newest first. */
export const PRODUCT_PICKER_SIZE = 1000;

export const productService = {
  get: (id: string, options?: CallOptions) =>
    get(`/api/v1/products/${encodeURIComponent(id)}`, productShape, options),
  /** Every product the picker offers. */
  search: (options?: CallOptions) =>
    post(
      '/api/v1/products/search',
      { page: 0, size: PRODUCT_PICKER_SIZE, order: '-created_at' },
      searchResultOf(productShape),
      options,
    ),
};

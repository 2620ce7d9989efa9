export { default, SWRConfig, useSWRConfig } from 'swr';

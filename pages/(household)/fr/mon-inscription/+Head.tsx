/** Like /mijn-aanmelding: out of search results, and no `Referer` anywhere (decision 029). */
export { default } from '../../mijn-aanmelding/+Head.tsx';

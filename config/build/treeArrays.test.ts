import { arrAdd as theirAdd, arrDel as theirDel } from 'rc-tree/lib/util';
import { arrAdd, arrDel } from './treeArrays';

describe("the table selection's array helpers", () => {
  const lists = [undefined, [], ['a'], ['a', 'b', 'a'], [1, 2, 3]] as (string | number)[][];
  it.each(lists.map((list) => [JSON.stringify(list), list]))("are rc-tree's for %s", (_name, list) => {
    for (const value of ['a', 'b', 2, 'z']) {
      expect(arrAdd(list, value)).toEqual(theirAdd(list, value));
      expect(arrDel(list, value)).toEqual(theirDel(list, value));
    }
    // Neither changes the list it was given.
    if (list) expect(arrAdd(list, 'z')).not.toBe(list);
  });
});

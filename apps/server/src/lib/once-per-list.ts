/** What `build` makes of a list, made once per list object and reused while the list is the same object. */
export function oncePerList<L extends object, V>(build: (list: L) => V): (list: L) => V {
  const built = new WeakMap<L, V>();
  return (list) => {
    if (!built.has(list)) built.set(list, build(list));
    return built.get(list)!;
  };
}

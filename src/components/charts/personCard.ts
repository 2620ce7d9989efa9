/** The hover card of a node: avatar and nickname, built as DOM (a nickname is never parsed as HTML). */
export function personCard(datum: { id?: unknown; data?: unknown } | undefined): HTMLElement {
  const card = document.createElement('div');
  card.style.cssText = 'display:flex;align-items:center;gap:8px';
  const data = (datum?.data ?? {}) as { label?: string; avatar?: string };
  if (data.avatar && /^(https?:|\/)/.test(data.avatar)) {
    const image = document.createElement('img');
    image.src = data.avatar;
    image.alt = '';
    image.style.cssText = 'width:32px;height:32px;border-radius:50%';
    card.append(image);
  }
  const name = document.createElement('span');
  name.textContent = data.label ?? String(datum?.id ?? '');
  card.append(name);
  return card;
}

// The partner site's own script: listens to the gadget's documented DOM events and lists them.
// A real site might forward `registry-analytics` to its own analytics here; nothing else does.
const list = document.getElementById('gadget-events');
const show = (text) => {
  const item = document.createElement('li');
  item.textContent = text;
  list.append(item);
};
const gadget = document.getElementById('gadget');
gadget.addEventListener('registry-ready', (event) => show(`ready: <${event.detail.tag}>`));
gadget.addEventListener('registry-signed-in', () => show('signed in'));
gadget.addEventListener('registry-error', (event) => show(`error: ${event.detail.status} ${event.detail.path}`));
gadget.addEventListener('registry-analytics', (event) =>
  show(`analytics: ${event.detail.name} ${event.detail.path ?? ''}`),
);

// The README's snippet for a framed gadget: size the frame to the height it posts, hear its events.
const frame = document.querySelector('iframe[data-registry]');
const registry = new URL(frame.src).origin;
window.addEventListener('message', (event) => {
  if (event.origin !== registry || event.source !== frame.contentWindow) return;
  const message = event.data;
  if (message.type === 'registry-height') frame.style.height = `${message.height}px`;
  if (message.type === 'registry-event') log(message.name, message.detail);
});

// The test reads what arrived.
window.registryEvents = [];
function log(name, detail) {
  window.registryEvents.push({ name, detail });
  const item = document.createElement('li');
  item.textContent = name;
  document.getElementById('log').append(item);
}

// The partner site's own script: listens to the gadget's documented DOM events and lists them.
// A real site might forward `registry-analytics` to its own analytics here; nothing else does.
const list = document.getElementById('gadget-events');
const show = (text) => {
  const item = document.createElement('li');
  item.textContent = text;
  list.append(item);
};
for (const gadget of [document.getElementById('gadget'), document.getElementById('survey')]) {
  const tag = `<${gadget.localName}>`;
  gadget.addEventListener('registry-ready', () => show(`${tag} ready`));
  gadget.addEventListener('registry-signed-in', () => show(`${tag} signed in`));
  gadget.addEventListener('registry-error', (event) =>
    show(`${tag} error: ${event.detail.status} ${event.detail.path}`),
  );
  gadget.addEventListener('registry-procedure-submitted', (event) =>
    show(`${tag} submitted: ${event.detail.procedure} of study ${event.detail.studyId}`),
  );
  gadget.addEventListener('registry-survey-completed', (event) =>
    show(`${tag} completed: study ${event.detail.studyId}`),
  );
  gadget.addEventListener('registry-analytics', (event) =>
    show(`${tag} analytics: ${event.detail.name} ${event.detail.path ?? ''}`),
  );
}

// The CGM maker's page listens to the gadget's documented DOM events (README, "Glucose-device
// linking"): `registry-survey-handoff` says where the participant goes on; a real page would now
// show <registry-survey> for that study, or link to it.
const gadget = document.getElementById('gadget');
const list = document.getElementById('events');

function log(text) {
  const item = document.createElement('li');
  item.textContent = text;
  list.append(item);
}

gadget.addEventListener('registry-signed-in', () => log('signed in'));
gadget.addEventListener('registry-analytics', (event) => {
  if (event.detail.name !== 'page_view') log(`analytics: ${event.detail.name}`);
});
gadget.addEventListener('registry-survey-handoff', (event) => {
  const { studyId, userStudyId, alreadyLinked } = event.detail;
  log(`handoff: study ${studyId} user study ${userStudyId}${alreadyLinked ? ' (already linked)' : ''}`);
  document.getElementById('next-text').textContent =
    studyId === null ? 'Your device is connected.' : `Your device is connected. Go on to study ${studyId}.`;
  document.getElementById('next').hidden = false;
});

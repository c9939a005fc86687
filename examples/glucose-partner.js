// The CGM maker's page listens to the gadgets' documented DOM events (README, "Glucose-device
// linking"): `registry-survey-handoff` says where the participant goes on, and the page shows a
// <registry-survey> of that study right here. Both gadgets use `session="shared"`, so the survey
// opens with the session the participant signed in with in the connect gadget.
const gadget = document.getElementById('gadget');
const list = document.getElementById('events');
const next = document.getElementById('next');
const nextText = document.getElementById('next-text');

function log(text) {
  const item = document.createElement('li');
  item.textContent = text;
  list.append(item);
}

function listen(element) {
  const tag = `<${element.localName}>`;
  element.addEventListener('registry-signed-in', () => log(`${tag} signed in`));
  element.addEventListener('registry-analytics', (event) => {
    if (event.detail.name !== 'page_view') log(`${tag} analytics: ${event.detail.name}`);
  });
  element.addEventListener('registry-procedure-submitted', (event) =>
    log(`${tag} submitted: ${event.detail.procedure} of study ${event.detail.studyId}`),
  );
  element.addEventListener('registry-survey-completed', (event) =>
    log(`${tag} completed: study ${event.detail.studyId}`),
  );
}

/** The survey gadget of the study the registry named, added once (a later hand-off points it at the study again). */
function showSurvey(studyId, userStudyId) {
  let survey = document.getElementById('survey');
  if (!survey) {
    survey = document.createElement('registry-survey');
    survey.id = 'survey';
    // The registry the connect gadget talks to (its api-base may name another origin), the same
    // environment and the shared session.
    for (const name of ['api-base', 'environment', 'session']) {
      const value = gadget.getAttribute(name);
      if (value !== null) survey.setAttribute(name, value);
    }
    listen(survey);
  }
  survey.setAttribute('study-id', String(studyId));
  if (userStudyId === null) survey.removeAttribute('user-study-id');
  else survey.setAttribute('user-study-id', String(userStudyId));
  if (!survey.isConnected) next.append(survey);
}

listen(gadget);
gadget.addEventListener('registry-survey-handoff', (event) => {
  const { studyId, userStudyId, alreadyLinked } = event.detail;
  log(`handoff: study ${studyId} user study ${userStudyId}${alreadyLinked ? ' (already linked)' : ''}`);
  next.hidden = false;
  if (studyId === null) {
    nextText.textContent = 'Your device is connected. The registry did not name a study to go on to.';
    return;
  }
  nextText.textContent = 'Your device is connected. Answer the questionnaire below.';
  showSurvey(studyId, userStudyId);
});

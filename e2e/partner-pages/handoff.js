// The partner's script for the token hand-off page: calls signIn(token) when the address says, and
// writes each answer into the page (#log).
const moment = new URLSearchParams(location.search).get('moment');
const token = decodeURIComponent(location.hash.slice(1));
const survey = document.getElementById('survey');
const log = (text) => {
  const item = document.createElement('li');
  item.textContent = text;
  document.getElementById('log').append(item);
};
const handOver = () =>
  survey.signIn(token).then(
    (outcome) => log(`signIn: ${outcome}`),
    (error) => log(`signIn failed: ${error.message}`),
  );

if (moment === 'before') void customElements.whenDefined('registry-survey').then(handOver);
if (moment === 'ready') survey.addEventListener('registry-ready', handOver, { once: true });

export { handOver };

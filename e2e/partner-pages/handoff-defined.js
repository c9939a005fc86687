// Runs right after the gadget's script defined <registry-survey>: the hand-off at definition.
import { handOver } from './handoff.js';

if (new URLSearchParams(location.search).get('moment') === 'defined') void handOver();

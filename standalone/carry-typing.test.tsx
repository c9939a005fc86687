import { afterEach, describe, expect, it } from 'vitest';
import { carryTypingIntoFreshRender } from './carry-typing';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function prerendered() {
  const root = document.createElement('div');
  root.innerHTML = `<form>
    <input name="email" type="email" value="">
    <input name="password" type="password">
    <input name="remember" type="checkbox">
    <input name="csrf" type="hidden" value="x">
  </form>`;
  document.body.append(root);
  return root;
}

/** What React's first render of a fresh root does to a container: its own elements replace the page's. */
function drawAfresh(root: HTMLElement, email = '') {
  root.innerHTML = `<form>
    <input name="email" type="email" value="${email}">
    <input name="password" type="password">
    <input name="remember" type="checkbox">
    <input name="csrf" type="hidden" value="y">
  </form>`;
}

const field = (root: HTMLElement, name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

afterEach(() => document.body.replaceChildren());

describe('typing on a pre-rendered page drawn afresh', () => {
  it('is handed over to the fields of the same name, typed until the old ones left', async () => {
    const root = prerendered();
    carryTypingIntoFreshRender(root);
    field(root, 'email').value = 'early@example.com';
    field(root, 'password').value = 'Str0ng-Passw0rd!';
    drawAfresh(root);
    await settle();
    expect(field(root, 'email').value).toBe('early@example.com');
    expect(field(root, 'password').value).toBe('Str0ng-Passw0rd!');
    expect(field(root, 'csrf').value).toBe('y');
  });

  it('leaves a field nobody typed in as the app draws it (an address the app fills in)', async () => {
    const root = prerendered();
    carryTypingIntoFreshRender(root);
    field(root, 'password').value = 'secret-typed';
    drawAfresh(root, 'child@example.com');
    await settle();
    expect(field(root, 'email').value).toBe('child@example.com');
    expect(field(root, 'password').value).toBe('secret-typed');
  });

  it('gives the focus back to the field that had it', async () => {
    const root = prerendered();
    carryTypingIntoFreshRender(root);
    field(root, 'password').focus();
    field(root, 'password').value = 'half';
    drawAfresh(root);
    await settle();
    expect(document.activeElement).toBe(field(root, 'password'));
  });

  it('stops watching after its time: a later redraw is the app’s own', async () => {
    const root = prerendered();
    carryTypingIntoFreshRender(root, 0);
    field(root, 'email').value = 'late@example.com';
    await settle();
    drawAfresh(root);
    await settle();
    expect(field(root, 'email').value).toBe('');
  });
});

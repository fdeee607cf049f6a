// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminMessages } from '../admin-messages';
import { answers, refused, renderWithServer, variablesOf, type Reply, type Replies } from '../test-support';
import { TwoFactorSettings } from './TwoFactorSettings';
import { TwoFactorStep } from './TwoFactorStep';

const status = (fields: { enabled: boolean; required?: boolean; recoveryCodesLeft?: number }): Reply => ({
  data: {
    adminTwoFactor: {
      __typename: 'AdminTwoFactorStatus',
      enabledAt: fields.enabled ? '2026-05-03T09:00:00.000Z' : null,
      recoveryCodesLeft: fields.enabled ? 8 : 0,
      required: false,
      ...fields,
    },
  },
});
const twoFactorRefused = (mutation: string, message: string): Reply => ({
  data: { [mutation]: { __typename: 'TwoFactorRefused', code: 'INVALID_CREDENTIALS', message } },
});
const enrolment: Reply = {
  data: {
    startTwoFactorEnrolment: {
      __typename: 'TwoFactorEnrolment',
      secret: 'JBSWY3DPEHPK3PXP',
      uri: 'otpauth://totp/Ecuvia:admin?secret=JBSWY3DPEHPK3PXP',
      qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
    },
  },
};
const codes = ['a1b2-c3d4', 'e5f6-g7h8'];

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

afterEach(cleanup);

describe('turning two-factor sign-in on', () => {
  const passwordLabel = 'Votre mot de passe, pour confirmer que c’est bien vous';

  function openSettings(replies: Replies) {
    const onEnrolled = vi.fn();
    return { onEnrolled, ...renderWithServer(<TwoFactorSettings onEnrolled={onEnrolled} />, answers(replies)) };
  }

  it('asks the password again, shows the QR code and its key, then the recovery codes once', async () => {
    const { sent, onEnrolled } = openSettings({
      AdminTwoFactor: [status({ enabled: false }), status({ enabled: true })],
      StartTwoFactorEnrolment: enrolment,
      ConfirmTwoFactorEnrolment: {
        data: { confirmTwoFactorEnrolment: { __typename: 'TwoFactorRecoveryCodes', codes } },
      },
    });
    expect(await screen.findByText('Non activée.')).toBeTruthy();
    press('Activer la double authentification');
    expect(screen.getByRole('alert').textContent).toBe('Saisissez votre mot de passe.');
    expect(document.activeElement).toBe(field(passwordLabel));

    type(passwordLabel, 'une phrase assez longue');
    press('Activer la double authentification');
    const qr = await screen.findByRole('img', {
      name: 'QR code de la double authentification, à scanner avec votre application',
    });
    expect(qr.getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByLabelText('Clé secrète').textContent).toBe('JBSW Y3DP EHPK 3PXP');
    await waitFor(() => expect(document.activeElement).toBe(field('Code affiché par l’application')));

    type('Code affiché par l’application', '12345');
    press('Confirmer l’activation');
    expect(screen.getByRole('alert').textContent).toBe('Saisissez le code à 6 chiffres affiché par votre application.');

    type('Code affiché par l’application', '123 456');
    press('Confirmer l’activation');
    const recovery = await screen.findByRole('region', { name: /^Double authentification activée\. Notez ces codes/ });
    expect(within(recovery).getByRole('status').textContent).toMatch(
      /^Double authentification activée\. Notez ces codes/,
    );
    expect(
      within(recovery)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(variablesOf(sent, 'StartTwoFactorEnrolment')).toEqual([{ password: 'une phrase assez longue' }]);
    expect(variablesOf(sent, 'ConfirmTwoFactorEnrolment')).toEqual([{ code: '123 456' }]);

    press('J’ai noté mes codes de secours');
    expect(await screen.findByText(/^Activée depuis le 3 mai 2026/)).toBeTruthy();
    expect(onEnrolled).toHaveBeenCalledOnce();
    expect(screen.queryByText('a1b2-c3d4')).toBeNull();
  });

  it('says a wrong password or a wrong code in the gateway’s words', async () => {
    openSettings({
      AdminTwoFactor: status({ enabled: false }),
      StartTwoFactorEnrolment: [twoFactorRefused('startTwoFactorEnrolment', 'Mot de passe incorrect.'), enrolment],
      ConfirmTwoFactorEnrolment: twoFactorRefused(
        'confirmTwoFactorEnrolment',
        'Code incorrect : saisissez le code à 6 chiffres affiché par votre application.',
      ),
    });
    await screen.findByText('Non activée.');
    type(passwordLabel, 'pas le bon');
    press('Activer la double authentification');
    expect((await screen.findByRole('alert')).textContent).toBe('Mot de passe incorrect.');

    press('Activer la double authentification');
    await screen.findByLabelText('Code affiché par l’application');
    type('Code affiché par l’application', '000000');
    press('Confirmer l’activation');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Code incorrect : saisissez le code à 6 chiffres affiché par votre application.',
    );
  });

  it('says the status could not be loaded', async () => {
    openSettings({ AdminTwoFactor: refused('Erreur interne', 'INTERNAL_SERVER_ERROR') });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Erreur lors du chargement de la double authentification',
    );
  });
});

describe('turning two-factor sign-in off', () => {
  const open = (replies: Replies) => renderWithServer(<TwoFactorSettings />, answers(replies));
  const disable = () => {
    fireEvent.click(screen.getByText('Désactiver la double authentification'));
    type('Votre mot de passe', 'une phrase assez longue');
    type('Code de l’application ou code de secours', ' 654321 ');
    press('Désactiver');
  };
  const offStatus = {
    data: {
      disableTwoFactor: {
        __typename: 'AdminTwoFactorStatus',
        enabled: false,
        enabledAt: null,
        recoveryCodesLeft: 0,
        required: false,
      },
    },
  };

  it('shows since when it is on and the recovery codes left, and turns it off with the password and a code', async () => {
    const { sent } = open({
      AdminTwoFactor: [status({ enabled: true }), status({ enabled: false })],
      DisableTwoFactor: offStatus,
    });
    expect((await screen.findByText(/^Activée/)).textContent).toBe(
      'Activée depuis le 3 mai 2026 · 8 codes de secours restants',
    );
    disable();
    expect(await screen.findByText('Non activée.')).toBeTruthy();
    expect(variablesOf(sent, 'DisableTwoFactor')).toEqual([{ code: '654321', password: 'une phrase assez longue' }]);
  });

  it('asks for both proofs, and shows a refusal', async () => {
    const { sent } = open({
      AdminTwoFactor: status({ enabled: true, required: true }),
      DisableTwoFactor: twoFactorRefused('disableTwoFactor', 'Mot de passe ou code incorrect.'),
    });
    await screen.findByText(/^Activée/);
    fireEvent.click(screen.getByText('Désactiver la double authentification'));
    expect(screen.getByText(/^Le réseau l’exige/)).toBeTruthy();
    press('Désactiver');
    expect(screen.getByRole('alert').textContent).toBe(
      'Saisissez votre mot de passe et un code de votre application (ou un code de secours).',
    );
    expect(variablesOf(sent, 'DisableTwoFactor')).toEqual([]);

    disable();
    expect((await screen.findByText('Mot de passe ou code incorrect.')).getAttribute('role')).toBe('alert');
    expect(screen.queryByText('Non activée.')).toBeNull();
  });
});

describe('the second step of a sign-in', () => {
  function openStep(replies: Replies) {
    const handlers = { onSignedIn: vi.fn(), onRestart: vi.fn() };
    return { ...handlers, ...renderWithServer(<TwoFactorStep challenge="défi-1" {...handlers} />, answers(replies)) };
  }
  const session = {
    __typename: 'AdminSession',
    token: 'jeton',
    username: 'admin',
    loginTime: '2026-06-10T08:00:00.000Z',
    expiresAt: '2026-06-10T20:00:00.000Z',
  };
  const rejected = (code: string, message: string): Reply => ({
    data: { adminLoginTwoFactor: { __typename: 'AdminLoginRejected', code, message, retryAfterSeconds: null } },
  });

  it('asks the app’s code, then signs in', async () => {
    const { sent, onSignedIn } = openStep({ AdminLoginTwoFactor: { data: { adminLoginTwoFactor: session } } });
    const code = field('Code à 6 chiffres');
    expect(document.activeElement).toBe(code);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    press('Valider');
    expect(screen.getByRole('alert').textContent).toBe('Le code est obligatoire');

    type('Code à 6 chiffres', '123456');
    press('Valider');
    await waitFor(() =>
      expect(onSignedIn).toHaveBeenCalledWith({ token: 'jeton', username: 'admin', loginTime: session.loginTime }),
    );
    expect(variablesOf(sent, 'AdminLoginTwoFactor')).toEqual([{ challenge: 'défi-1', code: '123456' }]);
  });

  it('takes a recovery code instead', async () => {
    const { sent } = openStep({ AdminLoginTwoFactor: { data: { adminLoginTwoFactor: session } } });
    press('Utiliser un code de secours');
    expect(document.activeElement).toBe(field('Code de secours'));
    expect(screen.getByText(/^Saisissez l’un des codes de secours/)).toBeTruthy();
    type('Code de secours', 'a1b2-c3d4');
    press('Valider');
    await waitFor(() =>
      expect(variablesOf(sent, 'AdminLoginTwoFactor')).toEqual([{ challenge: 'défi-1', code: 'a1b2-c3d4' }]),
    );
    press('Utiliser le code de l’application');
    expect(field('Code à 6 chiffres')).toBeTruthy();
  });

  it('says a wrong code and empties the field; an expired step starts the sign-in again', async () => {
    const expired = 'Étape de connexion expirée : saisissez de nouveau votre nom d’utilisateur et votre mot de passe';
    const { onRestart, onSignedIn } = openStep({
      AdminLoginTwoFactor: [
        rejected('INVALID_CREDENTIALS', 'Code incorrect ou déjà utilisé'),
        rejected('CHALLENGE_EXPIRED', expired),
      ],
    });
    type('Code à 6 chiffres', '000000');
    press('Valider');
    expect((await screen.findByRole('alert')).textContent).toBe('Code incorrect ou déjà utilisé');
    expect(field('Code à 6 chiffres').value).toBe('');
    expect(document.activeElement).toBe(field('Code à 6 chiffres'));

    type('Code à 6 chiffres', '111111');
    press('Valider');
    await waitFor(() => expect(onRestart).toHaveBeenCalledWith(expired));
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says when the server cannot be reached, and goes back on demand', async () => {
    const { onRestart } = openStep({
      AdminLoginTwoFactor: () => {
        throw new Error('réseau coupé');
      },
    });
    type('Code à 6 chiffres', '123456');
    press('Valider');
    expect((await screen.findByRole('alert')).textContent).toBe(adminMessages.loginNetworkFailure);
    press('Recommencer la connexion');
    expect(onRestart).toHaveBeenCalledWith(null);
  });
});

/* A Stripe.js-compatible script served by the local Stripe stand-in: `Stripe(publishableKey)` with elements() and
 * its card, payment and expressCheckout elements (the last a wallet of the stand-in's own, "Stand-in Pay"),
 * elements.submit, createPaymentMethod, confirmPayment, confirmCardPayment and handleCardAction (with the bank's
 * 3-D Secure challenge, as Stripe's test mode shows it), enough for @stripe/react-stripe-js. */
(function () {
  'use strict';
  var script = document.currentScript;
  var api = script ? new URL(script.src).origin : window.location.origin;

  function form(data, prefix, out) {
    out = out || [];
    Object.keys(data).forEach(function (key) {
      var value = data[key];
      var name = prefix ? prefix + '[' + key + ']' : key;
      if (value === undefined || value === null) return;
      if (typeof value === 'object') form(value, name, out);
      else out.push(encodeURIComponent(name) + '=' + encodeURIComponent(String(value)));
    });
    return out.join('&');
  }

  function call(key, method, path, data) {
    return fetch(api + path, {
      method: method,
      headers: { Authorization: 'Bearer ' + key, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: method === 'GET' ? undefined : form(data || {}),
    })
      .then(function (res) {
        return res.json();
      })
      .catch(function () {
        return {
          error: { type: 'api_connection_error', message: 'We could not reach the payment service. Try again.' },
        };
      });
  }

  // On a narrow screen the date and the code go under the number, which keeps its width: every digit stays in sight.
  var STYLE = 'display:flex;flex-wrap:wrap;gap:8px;align-items:center;width:100%;font:inherit;font-size:16px;';
  var INPUT = 'border:0;outline:0;background:transparent;font:inherit;color:inherit;min-width:0;padding:2px 0;';

  /** The card element, or the Payment Element (`type` 'payment') with its one method here: a card. */
  function CardElement(options, type) {
    this.type = type || 'card';
    this.options = options || {};
    this.handlers = {};
    this.inputs = null;
    this.container = null;
  }
  CardElement.prototype.on = function (event, handler) {
    (this.handlers[event] = this.handlers[event] || []).push(handler);
    return this;
  };
  CardElement.prototype.off = function (event, handler) {
    this.handlers[event] = (this.handlers[event] || []).filter(function (h) {
      return h !== handler;
    });
    return this;
  };
  CardElement.prototype.once = CardElement.prototype.on;
  CardElement.prototype.emit = function (event, payload) {
    (this.handlers[event] || []).forEach(function (handler) {
      handler(payload);
    });
  };
  CardElement.prototype.values = function () {
    var i = this.inputs;
    if (!i) return { number: '', exp: '', cvc: '' };
    return {
      number: i.number.value.replace(/\s+/g, ''),
      exp: i.exp.value.replace(/\s+/g, ''),
      cvc: i.cvc.value.trim(),
    };
  };
  CardElement.prototype.state = function () {
    var v = this.values();
    var empty = !v.number && !v.exp && !v.cvc;
    var error;
    if (v.number && !/^\d{12,19}$/.test(v.number))
      error = { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' };
    else if (v.exp && !/^(0[1-9]|1[0-2])\/?\d{2}$/.test(v.exp))
      error = {
        type: 'validation_error',
        code: 'invalid_expiry',
        message: "Your card's expiration date is incomplete.",
      };
    var complete =
      !error && /^\d{12,19}$/.test(v.number) && /^(0[1-9]|1[0-2])\/?\d{2}$/.test(v.exp) && /^\d{3,4}$/.test(v.cvc);
    return {
      elementType: this.type,
      empty: empty,
      complete: complete,
      error: error,
      brand: v.number[0] === '5' ? 'mastercard' : v.number[0] === '4' ? 'visa' : 'unknown',
      value: this.type === 'payment' ? { type: 'card' } : {},
    };
  };
  CardElement.prototype.mount = function (target) {
    var node = typeof target === 'string' ? document.querySelector(target) : target;
    if (!node) throw new Error('The card element needs a DOM node to mount in.');
    var self = this;
    var box = document.createElement('div');
    box.setAttribute('style', STYLE);
    box.className = 'StripeElement';
    function field(name, label, placeholder, width, autocomplete) {
      var input = document.createElement('input');
      input.name = name;
      input.setAttribute('aria-label', label);
      input.placeholder = placeholder;
      input.inputMode = 'numeric';
      input.autocomplete = autocomplete;
      input.setAttribute('style', INPUT + 'flex:' + width + ';');
      input.addEventListener('input', function () {
        self.emit('change', self.state());
      });
      input.addEventListener('focus', function () {
        self.emit('focus', { elementType: self.type });
      });
      input.addEventListener('blur', function () {
        self.emit('blur', { elementType: self.type });
      });
      box.appendChild(input);
      return input;
    }
    this.inputs = {
      number: field('cardnumber', 'Card number', '1234 1234 1234 1234', '1 1 13em', 'cc-number'),
      exp: field('exp-date', 'Expiration date (MM/YY)', 'MM/YY', '0 0 4.5em', 'cc-exp'),
      cvc: field('cvc', 'Security code (CVC)', 'CVC', '0 0 3.5em', 'cc-csc'),
    };
    node.appendChild(box);
    this.container = box;
    setTimeout(function () {
      self.emit('ready', { elementType: self.type });
    }, 0);
  };
  CardElement.prototype.unmount = function () {
    if (this.container && this.container.parentNode) this.container.parentNode.removeChild(this.container);
    this.container = null;
    this.inputs = null;
  };
  CardElement.prototype.destroy = CardElement.prototype.unmount;
  CardElement.prototype.update = function (options) {
    this.options = Object.assign({}, this.options, options);
  };
  CardElement.prototype.clear = function () {
    if (!this.inputs) return;
    this.inputs.number.value = this.inputs.exp.value = this.inputs.cvc.value = '';
    this.emit('change', this.state());
  };
  CardElement.prototype.focus = function () {
    if (this.inputs) this.inputs.number.focus();
  };
  CardElement.prototype.blur = function () {
    if (document.activeElement && this.container && this.container.contains(document.activeElement))
      document.activeElement.blur();
  };

  var CHALLENGE_STYLE =
    'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;' +
    'background:rgba(0,0,0,0.55);padding:16px;box-sizing:border-box;';
  var PANEL_STYLE =
    'background:#fff;color:#1a1a1a;border-radius:12px;max-width:420px;width:100%;padding:24px;' +
    'box-sizing:border-box;font:16px/1.5 system-ui,sans-serif;box-shadow:0 12px 40px rgba(0,0,0,0.3);';
  var BUTTON_STYLE =
    'display:block;width:100%;min-height:44px;margin-top:12px;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;';

  /** An amount as the challenge writes it: "$12.50", "12,31 €" in the page's language. */
  function amountOf(intent) {
    var currency = String(intent.currency || 'usd').toUpperCase();
    var format = new Intl.NumberFormat(document.documentElement.lang || undefined, {
      style: 'currency',
      currency: currency,
    });
    var decimals = format.resolvedOptions().maximumFractionDigits;
    return format.format(intent.amount / Math.pow(10, decimals));
  }

  /**
   * A dialog over the page, as Stripe's own sheets are: labelled by its title, closed by Escape (answering
   * `dismissed`), the focus back where it was once closed. `build(panel, close)` fills it and answers what to focus.
   */
  function sheet(id, titleText, dismissed, build) {
    return new Promise(function (resolve) {
      var opener = document.activeElement;
      var overlay = document.createElement('div');
      overlay.setAttribute('style', CHALLENGE_STYLE);
      var panel = document.createElement('div');
      panel.setAttribute('role', 'dialog');
      panel.setAttribute('aria-modal', 'true');
      panel.setAttribute('aria-labelledby', id + '-title');
      panel.setAttribute('style', PANEL_STYLE);
      var title = document.createElement('h2');
      title.id = id + '-title';
      title.textContent = titleText;
      title.setAttribute('style', 'margin:0 0 8px;font-size:20px;');
      panel.appendChild(title);
      function onKey(event) {
        if (event.key === 'Escape') close(dismissed);
      }
      function close(value) {
        document.removeEventListener('keydown', onKey, true);
        if (overlay.parentNode) overlay.parentNode.removeChild(overlay);
        if (opener && opener.focus) opener.focus();
        resolve(value);
      }
      var first = build(panel, close);
      overlay.appendChild(panel);
      document.body.appendChild(overlay);
      document.addEventListener('keydown', onKey, true);
      first.focus();
    });
  }

  /** A paragraph of a sheet. */
  function paragraph(text, id) {
    var element = document.createElement('p');
    if (id) element.id = id;
    element.setAttribute('style', 'margin:0 0 8px;');
    element.textContent = text;
    return element;
  }

  /** A sheet's button, `style` its colours, that closes it with `value` (or what `value()` answers then). */
  function sheetButton(label, style, close, value) {
    var element = document.createElement('button');
    element.type = 'button';
    element.textContent = label;
    element.setAttribute('style', BUTTON_STYLE + style);
    element.addEventListener('click', function () {
      close(typeof value === 'function' ? value() : value);
    });
    return element;
  }

  /** The banks' own methods the stand-in's Payment Element offers, by their names. */
  var BANK_NAMES = { ideal: 'iDEAL', bancontact: 'Bancontact' };

  /** The Payment Element of elements made for bank methods only: the customer chooses their bank's method. */
  function BankElement(methods) {
    this.type = 'payment';
    this.methods = methods;
    this.chosen = methods[0];
    this.handlers = {};
    this.container = null;
  }
  BankElement.prototype.on = CardElement.prototype.on;
  BankElement.prototype.off = CardElement.prototype.off;
  BankElement.prototype.once = CardElement.prototype.on;
  BankElement.prototype.emit = CardElement.prototype.emit;
  BankElement.prototype.state = function () {
    return { elementType: 'payment', empty: false, complete: true, value: { type: this.chosen } };
  };
  BankElement.prototype.mount = function (target) {
    var node = typeof target === 'string' ? document.querySelector(target) : target;
    if (!node) throw new Error('The payment element needs a DOM node to mount in.');
    var self = this;
    var group = document.createElement('div');
    group.setAttribute('role', 'radiogroup');
    group.setAttribute('aria-label', 'Your bank');
    group.setAttribute('style', 'display:flex;gap:16px;flex-wrap:wrap;font:16px system-ui,sans-serif;');
    this.methods.forEach(function (method) {
      var label = document.createElement('label');
      label.setAttribute('style', 'display:flex;align-items:center;gap:6px;min-height:44px;cursor:pointer;');
      var input = document.createElement('input');
      input.type = 'radio';
      input.name = 'stand-in-bank';
      input.value = method;
      input.checked = method === self.chosen;
      input.addEventListener('change', function () {
        self.chosen = method;
        self.emit('change', self.state());
      });
      label.appendChild(input);
      label.appendChild(document.createTextNode(BANK_NAMES[method] || method));
      group.appendChild(label);
    });
    node.appendChild(group);
    this.container = node;
    setTimeout(function () {
      self.emit('ready', {});
    }, 0);
  };
  BankElement.prototype.unmount = function () {
    if (this.container) this.container.innerHTML = '';
    this.container = null;
  };
  BankElement.prototype.destroy = BankElement.prototype.unmount;
  BankElement.prototype.update = function () {};
  BankElement.prototype.clear = function () {};
  BankElement.prototype.focus = function () {};
  BankElement.prototype.blur = function () {};

  /**
   * The bank's own page, where the customer approves or refuses the payment; the stand-in shows it over the shop's
   * page, as the bank would instead of it. Resolves 'complete' or 'fail'.
   */
  function bankPage(intent, method) {
    var name = BANK_NAMES[method] || 'Bank';
    return sheet('stripe-bank', name + ' test payment', 'fail', function (panel, close) {
      panel.appendChild(
        paragraph(
          'Your bank asks you to approve a payment of ' +
            amountOf(intent) +
            '. This is the test page of the local Stripe stand-in: no bank is asked.',
        ),
      );
      var approve = sheetButton('Authorize test payment', 'background:#0a5c2f;color:#fff;border:0;', close, 'complete');
      panel.appendChild(approve);
      panel.appendChild(
        sheetButton('Fail test payment', 'background:#fff;color:#8a1c1c;border:2px solid #8a1c1c;', close, 'fail'),
      );
      return approve;
    });
  }

  /**
   * The bank's 3-D Secure challenge, as Stripe's test mode shows it in a dialog over the page: Complete or Fail.
   * Closing it (the close button, Escape) fails it, as abandoning the bank's page does. Resolves 'complete' or 'fail'.
   */
  function challenge(intent) {
    return sheet('stripe-challenge', '3D Secure test payment', 'fail', function (panel, close) {
      panel.setAttribute('aria-describedby', 'stripe-challenge-text');
      panel.appendChild(
        paragraph(
          'Your bank asks you to confirm a payment of ' +
            amountOf(intent) +
            '. This is the test page of the local Stripe stand-in: no bank is asked.',
          'stripe-challenge-text',
        ),
      );
      var complete = sheetButton(
        'Complete authentication',
        'background:#0a5c2f;color:#fff;border:0;',
        close,
        'complete',
      );
      panel.appendChild(complete);
      panel.appendChild(
        sheetButton('Fail authentication', 'background:#fff;color:#8a1c1c;border:2px solid #8a1c1c;', close, 'fail'),
      );
      var dismiss = sheetButton('Close', '', close, 'fail');
      dismiss.setAttribute(
        'style',
        'display:block;margin:12px auto 0;min-height:44px;padding:0 16px;background:transparent;border:0;color:#1a1a1a;text-decoration:underline;font:inherit;cursor:pointer;',
      );
      panel.appendChild(dismiss);
      return complete;
    });
  }

  /** The cards the stand-in's wallet holds: Stripe's test cards, the first chosen. */
  var WALLET_CARDS = [
    { number: '4242424242424242', label: 'Visa •••• 4242' },
    { number: '4000000000000002', label: 'Visa •••• 0002 (declined)' },
    { number: '4000002760003184', label: 'Visa •••• 3184 (asks for 3-D Secure)' },
  ];

  /**
   * The stand-in's wallet sheet, as a phone's Google Pay or Apple Pay sheet asks: which card, then Pay or Cancel.
   * Resolves the card's number, or null when cancelled (Cancel, Escape).
   */
  function walletSheet(amountText) {
    return sheet('stripe-wallet', 'Stand-in Pay', null, function (panel, close) {
      panel.appendChild(
        paragraph(
          'Pay ' + amountText + ' with a card from this wallet. This is the local Stripe stand-in: no bank is asked.',
        ),
      );
      var label = document.createElement('label');
      label.textContent = 'Card';
      label.setAttribute('style', 'display:block;font-weight:600;margin-bottom:4px;');
      var select = document.createElement('select');
      select.id = 'stripe-wallet-card';
      label.htmlFor = select.id;
      select.setAttribute('style', 'display:block;width:100%;min-height:44px;font:inherit;border-radius:8px;');
      WALLET_CARDS.forEach(function (card) {
        var option = document.createElement('option');
        option.value = card.number;
        option.textContent = card.label;
        select.appendChild(option);
      });
      // The card is the one chosen when Pay is pressed.
      var pay = sheetButton('Pay ' + amountText, 'background:#000;color:#fff;border:0;', close, function () {
        return select.value;
      });
      panel.appendChild(label);
      panel.appendChild(select);
      panel.appendChild(pay);
      panel.appendChild(sheetButton('Cancel', 'background:#fff;color:#1a1a1a;border:2px solid #1a1a1a;', close, null));
      return pay;
    });
  }

  /**
   * The Express Checkout Element: the stand-in's wallet button. A tap emits `click` (whose `resolve` the shop must
   * call), shows the wallet's sheet, then emits `confirm` with the wallet's card kept on the elements for
   * confirmPayment, or `cancel`.
   */
  function ExpressCheckoutElement(elements, options) {
    CardElement.call(this, options, 'expressCheckout');
    this.elements = elements;
  }
  ExpressCheckoutElement.prototype = Object.create(CardElement.prototype);
  ExpressCheckoutElement.prototype.mount = function (target) {
    var node = typeof target === 'string' ? document.querySelector(target) : target;
    if (!node) throw new Error('The express checkout element needs a DOM node to mount in.');
    var self = this;
    var wallet = document.createElement('button');
    wallet.type = 'button';
    wallet.textContent = 'Stand-in Pay';
    wallet.setAttribute('aria-label', 'Buy with Stand-in Pay');
    wallet.setAttribute(
      'style',
      'display:block;width:100%;min-height:44px;border:0;border-radius:8px;background:#000;color:#fff;' +
        'font:600 16px/1 system-ui,sans-serif;cursor:pointer;',
    );
    wallet.addEventListener('click', function () {
      var resolved = false;
      self.emit('click', {
        elementType: 'expressCheckout',
        expressPaymentType: 'google_pay',
        resolve: function () {
          resolved = true;
        },
      });
      // As Stripe: the sheet opens only once the shop has resolved the click.
      if (!resolved) return;
      var config = self.elements.config;
      walletSheet(amountOf({ amount: config.amount || 0, currency: config.currency || 'usd' })).then(function (number) {
        if (!number) return self.emit('cancel', { elementType: 'expressCheckout' });
        self.elements.express = { number: number };
        self.emit('confirm', {
          elementType: 'expressCheckout',
          expressPaymentType: 'google_pay',
          billingDetails: { name: 'Stand-in Pay cardholder' },
          paymentFailed: function () {
            self.elements.express = null;
          },
        });
      });
    });
    node.appendChild(wallet);
    this.container = wallet;
    setTimeout(function () {
      self.emit('ready', {
        elementType: 'expressCheckout',
        availablePaymentMethods: { applePay: false, googlePay: true, link: false, paypal: false, amazonPay: false },
      });
    }, 0);
  };

  function Stripe(publishableKey) {
    if (!(this instanceof Stripe)) return new Stripe(publishableKey);
    var self = this;
    var key = publishableKey;

    function cardData(element) {
      var v = element.values();
      var exp = v.exp.replace('/', '');
      return { number: v.number, exp_month: exp.slice(0, 2), exp_year: exp.slice(2), cvc: v.cvc };
    }

    this.elements = function (options) {
      // Each group of elements holds its own, as Stripe.js's do: a page may have a card's and a bank's side by side.
      var elementsByType = {};
      var elements = {
        /** The options it was made with (mode, amount, currency, captureMethod), as updated since. */
        config: Object.assign({}, options),
        /** The wallet's card once its sheet was confirmed, for the next confirmPayment. */
        express: null,
        create: function (type, elementOptions) {
          var banks = (elements.config.paymentMethodTypes || []).filter(function (method) {
            return BANK_NAMES[method];
          });
          if (type === 'payment' && banks.length > 0) return (elementsByType.payment = new BankElement(banks));
          if (type === 'card' || type === 'payment')
            return (elementsByType[type] = new CardElement(elementOptions, type));
          if (type === 'expressCheckout')
            return (elementsByType.expressCheckout = new ExpressCheckoutElement(elements, elementOptions));
          throw new Error('The local Stripe stand-in has the card, payment and expressCheckout elements only.');
        },
        getElement: function (type) {
          return elementsByType[type] || null;
        },
        update: function (changes) {
          Object.assign(elements.config, changes);
        },
        fetchUpdates: function () {
          return Promise.resolve({});
        },
        /** What Stripe.js checks before the shop creates the payment: the payment details are complete. */
        submit: function () {
          if (elements.express) return Promise.resolve({});
          var element = elementsByType.payment || elementsByType.card;
          var state = element ? element.state() : { complete: false };
          if (state.error) return Promise.resolve({ error: state.error });
          if (!state.complete)
            return Promise.resolve({
              error: { type: 'validation_error', code: 'incomplete', message: 'Your card details are incomplete.' },
            });
          return Promise.resolve({});
        },
      };
      return elements;
    };

    /** A card as the payment's method: the wallet's, or the one typed into the payment (or card) element. */
    function methodOf(elements, billingDetails) {
      if (elements.express) {
        var number = elements.express.number;
        elements.express = null;
        return {
          type: 'card',
          card: { number: number, exp_month: '12', exp_year: '34', cvc: '123' },
          billing_details: billingDetails,
        };
      }
      var element = elements.getElement('payment') || elements.getElement('card');
      if (element instanceof BankElement) return { type: element.chosen, billing_details: billingDetails };
      return element ? { type: 'card', card: cardData(element), billing_details: billingDetails } : null;
    }

    /**
     * Confirms a PaymentIntent with what the elements hold (or a saved card, `confirmParams.payment_method`), through
     * the bank's challenge when it asks for one. A card never needs a redirect: `redirect: 'if_required'` answers
     * here; otherwise a success goes on to `return_url`, as Stripe does.
     */
    this.confirmPayment = function (options) {
      var params = (options && options.confirmParams) || {};
      var clientSecret = options && options.clientSecret;
      if (!clientSecret)
        return Promise.resolve({
          error: { type: 'invalid_request_error', message: 'The stand-in needs the PaymentIntent’s clientSecret.' },
        });
      var body = { client_secret: clientSecret };
      if (params.return_url) body.return_url = new URL(params.return_url, window.location.href).toString();
      if (typeof params.payment_method === 'string') body.payment_method = params.payment_method;
      else {
        var billing = params.payment_method_data && params.payment_method_data.billing_details;
        var method = options.elements ? methodOf(options.elements, billing) : null;
        if (!method)
          return Promise.resolve({ error: { type: 'validation_error', message: 'Enter your payment details.' } });
        body.payment_method_data = method;
      }
      return confirmWith(clientSecret, body).then(function (result) {
        if (result.error || options.redirect === 'if_required' || !params.return_url) return result;
        var back = new URL(params.return_url, window.location.href);
        back.searchParams.set('payment_intent', result.paymentIntent.id);
        back.searchParams.set('payment_intent_client_secret', clientSecret);
        back.searchParams.set('redirect_status', 'succeeded');
        window.location.assign(back.toString());
        return new Promise(function () {});
      });
    };
    this.createPaymentMethod = function (options) {
      if (options.elements) {
        var method = methodOf(options.elements, options.params && options.params.billing_details);
        if (!method)
          return Promise.resolve({ error: { type: 'validation_error', message: 'Enter your payment details.' } });
        return call(key, 'POST', '/v1/payment_methods', method).then(function (body) {
          return body.error ? { error: body.error } : { paymentMethod: body };
        });
      }
      var element = options.card || options.element;
      if (!element || !element.values)
        return Promise.resolve({ error: { type: 'validation_error', message: 'Enter your card details.' } });
      return call(key, 'POST', '/v1/payment_methods', {
        type: 'card',
        card: cardData(element),
        billing_details: options.billing_details,
      }).then(function (body) {
        return body.error ? { error: body.error } : { paymentMethod: body };
      });
    };
    this.confirmCardPayment = function (clientSecret, data) {
      var method = data && data.payment_method;
      var params = { client_secret: clientSecret };
      if (typeof method === 'string') params.payment_method = method;
      else if (method && method.card) {
        params.payment_method_data = {
          type: 'card',
          card: cardData(method.card),
          billing_details: method.billing_details,
        };
      } else return Promise.resolve({ error: { type: 'validation_error', message: 'Enter your card details.' } });
      return confirmWith(clientSecret, params);
    };

    /**
     * As Stripe.js answers: an authorised payment is a paymentIntent whatever its status, `succeeded` when captured
     * at once and `requires_capture` when the shop captures it later; only a refused card is an error, which carries
     * the intent as it was left. A card that needs 3-D Secure goes through the bank's challenge first.
     */
    function confirmWith(clientSecret, params) {
      var intentId = String(clientSecret).split('_secret_')[0];
      return call(key, 'POST', '/v1/payment_intents/' + intentId + '/confirm', params).then(function (body) {
        if (body.error) return { error: body.error };
        if (body.status === 'requires_action' && body.next_action && body.next_action.type === 'redirect_to_url')
          return toTheBank(body, clientSecret, params.payment_method_data && params.payment_method_data.type);
        return body.status === 'requires_action' ? authenticate(body, clientSecret) : { paymentIntent: body };
      });
    }

    /**
     * A bank's own method: the customer leaves for their bank, approves or refuses, and comes back to `return_url`
     * with the payment's id and how it went, as Stripe sends them back; the page they left never hears more.
     */
    function toTheBank(intent, clientSecret, method) {
      return bankPage(intent, method).then(function (outcome) {
        return call(key, 'POST', '/v1/payment_intents/' + intent.id + '/authenticate', {
          client_secret: clientSecret,
          outcome: outcome,
        }).then(function () {
          var back = new URL(intent.next_action.redirect_to_url.return_url || window.location.href);
          back.searchParams.set('payment_intent', intent.id);
          back.searchParams.set('payment_intent_client_secret', clientSecret);
          back.searchParams.set('redirect_status', outcome === 'complete' ? 'succeeded' : 'failed');
          window.location.assign(back.toString());
          return new Promise(function () {});
        });
      });
    }

    /** The challenge, then the intent as the cardholder's answer left it: authorised, or an error. */
    function authenticate(intent, clientSecret) {
      return challenge(intent).then(function (outcome) {
        return call(key, 'POST', '/v1/payment_intents/' + intent.id + '/authenticate', {
          client_secret: clientSecret,
          outcome: outcome,
        }).then(function (body) {
          return body.error ? { error: body.error } : { paymentIntent: body };
        });
      });
    }

    /** A payment the server confirmed that waits for the cardholder (3-D Secure): the challenge, as Stripe.js does. */
    this.handleCardAction = function (clientSecret) {
      return self.retrievePaymentIntent(clientSecret).then(function (result) {
        if (result.error || result.paymentIntent.status !== 'requires_action') return result;
        return authenticate(result.paymentIntent, clientSecret);
      });
    };
    this.retrievePaymentIntent = function (clientSecret) {
      var intentId = String(clientSecret).split('_secret_')[0];
      return fetch(api + '/v1/payment_intents/' + intentId + '?client_secret=' + encodeURIComponent(clientSecret), {
        headers: { Authorization: 'Bearer ' + key },
      })
        .then(function (res) {
          return res.json();
        })
        .then(function (body) {
          return body.error ? { error: body.error } : { paymentIntent: body };
        });
    };
    this.createToken = function () {
      return Promise.resolve({
        error: { type: 'invalid_request_error', message: 'Tokens are not supported; use payment methods.' },
      });
    };
  }
  Stripe.version = 3;
  window.Stripe = Stripe;
})();

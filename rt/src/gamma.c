/* gamma.c — tgamma, lgamma (which sets signgam), lgamma_r and their float forms. ln Gamma as a
 * double-double: Stirling's series for y >= 10; below, shifted up, ln Gamma(x) = ln Gamma(x + n)
 * - ln |x (x+1) ... (x+n-1)| with the product a double-double; for x <= -20 the reflection
 * Gamma(x) = -pi / (x sin(pi x) Gamma(-x)) in logarithms, ln(sin(pi x)) from its series.
 * lgamma near its zeros at 1 and 2 from the Taylor series of ln Gamma there (zeta values),
 * near those below -2 from its Taylor series at each; tgamma is e^(ln Gamma) rounded
 * once, and the factorial itself for the integers 1..23. docs/rt.md has the accuracy. */
#include <errno.h>
#include <math.h>
#include "fp.h"
#include "rt.h"

double __rt_log(double x);
double __rt_floor(double x);

#define INF_BITS 0x7ff0000000000000ULL
#define NAN_BITS 0x7ff8000000000000ULL   /* glibc's tgamma of -inf or a negative integer: +nan */
#define LN_SQRT2PI_HI 0x1.d67f1c864beb5p-1   /* ln sqrt(2 pi) */
#define LN_SQRT2PI_LO -0x1.65b5a1b7ff5dfp-55
#define STIR1_HI 0x1.5555555555555p-4   /* 1/12 */
#define STIR1_LO 0x1.5555555555555p-58
#define EULER_HI 0x1.2788cfc6fb619p-1   /* Euler's gamma */
#define EULER_LO -0x1.6cb90701fbfabp-58
#define ONE_M_EULER_HI 0x1.b0ee6072093cep-2   /* 1 - gamma */
#define ONE_M_EULER_LO 0x1.6cb90701fbfabp-58
#define ZETA2_HI 0x1.a51a6625307d3p+0   /* zeta(2) = pi^2/6 */
#define ZETA2_LO 0x1.1873d8912200cp-55

int signgam;

/* Stirling's series: B_2k / (2k (2k-1)), k = 1..10 (below 2^-62 relative for y >= 10);
 * the Taylor coefficients of ln Gamma(1 + e) after -gamma e: (-1)^k zeta(k) / k, k = 2..23,
 * and of ln Gamma(2 + e) after (1 - gamma) e: (-1)^k (zeta(k) - 1) / k, k = 2..17 (both to
 * below 2^-62 relative for |e| <= 0.15). */
static const double stirling[] = {
	0x1.5555555555555p-4, -0x1.6c16c16c16c17p-9, 0x1.a01a01a01a01ap-11, -0x1.3813813813814p-11,
	0x1.b951e2b18ff23p-11, -0x1.f6ab0d9993c7dp-10, 0x1.a41a41a41a41ap-8, -0x1.e4286cb0f5398p-6,
	0x1.6fe96381e0680p-3, -0x1.6476701181f3ap+0,
};

static const double near1[] = {
	0x1.a51a6625307d3p-1, -0x1.9a4d55beab2d7p-2, 0x1.151322ac7d848p-2, -0x1.a8b9c17aa6149p-3,
	0x1.5b40cb100c306p-3, -0x1.2703a1dcea3aep-3, 0x1.010b36af86397p-3, -0x1.c806706d57db4p-4,
	0x1.9a01e385d5f8fp-4, -0x1.748c33114c6d6p-4, 0x1.556ad63243bc4p-4, -0x1.3b1d971fc5985p-4,
	0x1.2496df8320c5fp-4, -0x1.11133476e7fe0p-4, 0x1.00010064cdeb2p-4, -0x1.e1e2d311e8abdp-5,
	0x1.c71ce3a20b419p-5, -0x1.af28a1b5688a0p-5, 0x1.9999b3352d5bap-5, -0x1.86186db77bfbfp-5,
	0x1.745d1d1778df9p-5, -0x1.642c88591b66dp-5,
};

static const double near2[] = {
	0x1.4a34cc4a60fa6p-2, -0x1.13e001a557607p-4, 0x1.51322ac7d8483p-6, -0x1.e404fc218f5f2p-8,
	0x1.7add6eadb6c30p-9, -0x1.38ac5c2bf8e08p-10, 0x1.0b36af86396e9p-11, -0x1.d3fd4c76d2fc8p-13,
	0x1.a127b0f17d65ap-14, -0x1.78de5bd7c81efp-15, 0x1.580dcee66eb02p-16,
	-0x1.3cbc963ce2243p-17, 0x1.2597a39f34aacp-18, -0x1.11b2eb7679541p-19,
	0x1.0064cdeb22f0fp-20, -0x1.e2600d93cfd2fp-22,
};

/* zeta(2k) / k, k = 2..31: ln(sin(pi r) / (pi r)) = -sum zeta(2k) r^(2k) / k to below 2^-64
 * for |r| <= 1/2. */
static const double log_sinc[] = {
	0x1.151322ac7d848p-1, 0x1.5b40cb100c306p-2, 0x1.010b36af86397p-2, 0x1.9a01e385d5f8fp-3,
	0x1.556ad63243bc4p-3, 0x1.2496df8320c5fp-3, 0x1.00010064cdeb2p-3, 0x1.c71ce3a20b419p-4,
	0x1.9999b3352d5bap-4, 0x1.745d1d1778df9p-4, 0x1.555556aaafdcdp-4, 0x1.3b13b189d925ep-4,
	0x1.24924936db7bcp-4, 0x1.111111155556dp-4, 0x1.0000000100002p-4, 0x1.e1e1e1e25a5a6p-5,
	0x1.c71c71c738e39p-5, 0x1.af286bca21af3p-5, 0x1.999999999b333p-5, 0x1.8618618618c31p-5,
	0x1.745d1745d18bap-5, 0x1.642c8590b21bdp-5, 0x1.555555555556bp-5, 0x1.47ae147ae1480p-5,
	0x1.3b13b13b13b15p-5, 0x1.2f684bda12f69p-5, 0x1.2492492492492p-5, 0x1.1a7b9611a7b96p-5,
	0x1.1111111111111p-5, 0x1.0842108421084p-5,
};

/* lgamma's zeros below -2, two in each (-n-1, -n) for n = 2..16 (below -17 no double comes
 * near enough to one for it to matter): the zero x0 as a double-double, the half-width w of the
 * neighbourhood where |lgamma| < 1/32 and the Taylor series at x0 replaces the shift (whose
 * error is absolute, about 2^-60), and the series' coefficients: psi(x0) as a double-double,
 * then psi^(k-1)(x0) / k!, k = 2..16 (to below 2^-64 relative within w). Computed at 60
 * digits. */
struct gamma_zero {
	double x0, x0_lo, w, c1, c1_lo, c[15];
};

static const struct gamma_zero zeros[30] = {
	{	/* -2.747682647 */
		-0x1.5fb410a1bd901p+1, 0x1.a19a96d2e6f85p-54, 0x1.0b74244e42c42p-6,
		-0x1.ea12da904b18cp+0, -0x1.220130f99b2cfp-54, {
			0x1.3267f3c265a52p+3, -0x1.4185ac30c8bf2p+4, 0x1.f504accc9f19bp+5,
			-0x1.8588458207eacp+7, 0x1.4373f7cc709b3p+9, -0x1.12239bdd6c013p+11,
			0x1.dba65e27421c4p+12, -0x1.a2d2504d7e987p+14, 0x1.7581739ee6087p+16,
			-0x1.506c65fad617ep+18, 0x1.318ef724f780ep+20, -0x1.17767260da07ap+22,
			0x1.011e34454c6c3p+24, -0x1.db8b9e6a8c538p+25, 0x1.b9bab1f9b6834p+27,
		} },
	{	/* -2.457024738 */
		-0x1.3a7fc9600f86cp+1, -0x1.55f64f98af8d0p-55, 0x1.51d1b97f9e467p-6,
		0x1.83fe966af535fp+0, -0x1.775909a36a6a4p-55, {
			0x1.36eebb002f55dp+2, 0x1.694a6058a7858p+0, 0x1.1718d7ca09e5bp+3,
			0x1.7339fe04b2764p+2, 0x1.8d32f682aa0bdp+4, 0x1.809f04ee6e0fap+4,
			0x1.48eaa81657361p+6, 0x1.9297adb2def5ap+6, 0x1.286fb8cbaebb3p+8,
			0x1.a92e0a5de4bf8p+8, 0x1.1a9d4d8c62a7fp+10, 0x1.c4cd2594e7015p+10,
			0x1.18737ec8c5674p+12, 0x1.e602879652df6p+12, 0x1.1eacaecbf98b0p+14,
		} },
	{	/* -3.955294285 */
		-0x1.fa471547c2fe5p+1, -0x1.70d4561291237p-56, 0x1.8b452f295e526p-10,
		-0x1.4b99d966c5647p+4, 0x1.9cba2450afff3p-50, {
			0x1.f76deae0436bep+7, -0x1.d25359d4b2f38p+11, 0x1.e8f829f141aa5p+15,
			-0x1.116f7806d26d3p+20, 0x1.3e8f3ab9fc1f4p+24, -0x1.7dbbe062ffd9ep+28,
			0x1.d2f76de7bd027p+32, -0x1.2225fe4f8493dp+37, 0x1.6d12ae1936a57p+41,
			-0x1.cffc2a8f5fd74p+45, 0x1.294e1bddb6102p+50, -0x1.7fab626523b36p+54,
			0x1.f211ab5311400p+58, -0x1.44f2935b0d559p+63, 0x1.a9e4dda1fa758p+67,
		} },
	{	/* -3.143580888 */
		-0x1.9260dbc9e59afp+1, -0x1.f717cd335a7b3p-53, 0x1.072ce1e59e2a3p-8,
		0x1.f20a65f2fac55p+2, -0x1.1d258e4b0be84p-53, {
			0x1.9d4d2977150efp+4, 0x1.c1137124d5c5bp+6, 0x1.267203d776b0ep+9,
			0x1.99a6337da39ddp+11, 0x1.293c3f78d3bdbp+14, 0x1.bb97aa0b71e45p+16,
			0x1.51ea3345f5349p+19, 0x1.057f65c64b21bp+22, 0x1.99c8650e3a38bp+24,
			0x1.44520c3a4bb84p+27, 0x1.02d2219647af7p+30, 0x1.9ffcd984abdd5p+32,
			0x1.50494b0fb07d3p+35, 0x1.113fdd5c69526p+38, 0x1.be0a490c4df0cp+40,
		} },
	{	/* -4.991544641 */
		-0x1.3f7577a6eeafdp+2, 0x1.5de5eab7f12cfp-53, 0x1.192f1c3042b93p-12,
		-0x1.d224a3ef9e41fp+6, -0x1.9be272a13babcp-48, {
			0x1.b533c678a3956p+12, -0x1.0d3f7fee65d34p+19, 0x1.752a6f5ac2726p+25,
			-0x1.13d5d163bd3f7p+32, 0x1.a8c5c53458ca5p+38, -0x1.5068b3ed69409p+45,
			0x1.0ffa575ea7fe9p+52, -0x1.bec12dd78a14bp+58, 0x1.7382570f089d4p+65,
			-0x1.380ebf618414ep+72, 0x1.084de4426e886p+79, -0x1.c2d90d8b990e9p+85,
			0x1.82d0a2bda7309p+92, -0x1.4d941707780bcp+99, 0x1.20f3f9c92a5e8p+106,
		} },
	{	/* -4.03936184 */
		-0x1.0284e78599581p+2, 0x1.e78c1e9e43cfep-53, 0x1.31c7be9a7d495p-10,
		0x1.aca5cf4921642p+4, 0x1.a46a2e0d8fe10p-51, {
			0x1.44415cd813f8ep+8, 0x1.559b11b2a9c7cp+12, 0x1.96d18e21aebdbp+16,
			0x1.0261eb5732e40p+21, 0x1.55e3dbf99eb3dp+25, 0x1.d14fe49c4e437p+29,
			0x1.433dce282da6ep+34, 0x1.c8399c7588cd0p+38, 0x1.45fbe666d9402p+43,
			0x1.d68d794caefcep+47, 0x1.56729dc75f00cp+52, 0x1.f5ec3352c68c7p+56,
			0x1.720575617731cp+61, 0x1.122e774adbf8cp+66, 0x1.982505251d81ep+70,
		} },
	{	/* -5.99860748 */
		-0x1.7fe92f591f40dp+2, -0x1.7dd4ed62cbd32p-52, 0x1.6dff58c81578cp-15,
		-0x1.661f6a43a5e12p+9, -0x1.0c437b83bc0e6p-45, {
			0x1.f79dcb794f26fp+17, -0x1.d6e8088a19ffep+26, 0x1.ef5d308dbfc97p+35,
			-0x1.15ea6b0ab529ep+45, 0x1.44d54e9fe2397p+54, -0x1.8684e40cebb3dp+63,
			0x1.df44c1d81c723p+72, -0x1.2ac3053f4ee19p+82, 0x1.79226ae04a7a4p+91,
			-0x1.e0dffb5f77a15p+100, 0x1.352178907a204p+110, -0x1.903aa9af8baf3p+119,
			0x1.04a1032c75e6ep+129, -0x1.552efbfef36bdp+138, 0x1.c0a12fef24050p+147,
		} },
	{	/* -5.008218168 */
		-0x1.4086a57f0b6d9p+2, -0x1.95262b72ca9cap-55, 0x1.099fd55aacf46p-12,
		0x1.ed72e0829ae02p+6, -0x1.fdc1859aea473p-50, {
			0x1.cecc32ec22f9bp+12, 0x1.253d8563f7264p+19, 0x1.a225df2da6e63p+25,
			0x1.3e01773762671p+32, 0x1.f7d8d5bdcb186p+38, 0x1.9a8d00c77a92cp+45,
			0x1.557fd8c490b4bp+52, 0x1.209221a6240a0p+59, 0x1.edc98d3bbb5dap+65,
			0x1.aabd28e6f7c6bp+72, 0x1.73de2dd9728eep+79, 0x1.465182ebf6449p+86,
			0x1.200d7ad1db285p+93, 0x1.ff27fe506ad9ep+99, 0x1.c78dd75474154p+106,
		} },
	{	/* -6.999801508 */
		-0x1.bffcbf76b86f0p+2, 0x1.853b29347b806p-57, 0x1.a06f4e314cf25p-18,
		-0x1.3abf7a5cea91bp+12, -0x1.8257b8abd0511p-42, {
			0x1.8349a2550422dp+23, -0x1.3d91dadc98428p+35, 0x1.24f3d636f3339p+47,
			-0x1.20427df1b3492p+59, 0x1.2775e857fb69cp+71, -0x1.377e70b463c13p+83,
			0x1.4f3d28edba5cdp+95, -0x1.6e8557168cf8ep+107, 0x1.95bb17ce4279bp+119,
			-0x1.c5ac12d48f08ep+131, 0x1.ff816dad7515cp+143, -0x1.225f4a6a494c5p+156,
			0x1.4ba3e5c03fddfp+168, -0x1.7cb737da558d6p+180, 0x1.b7011fbab594ep+192,
		} },
	{	/* -6.001385294 */
		-0x1.8016b25897c8dp+2, 0x1.27e0f49a4ba72p-54, 0x1.6a35882dbcc59p-15,
		0x1.69de49e3af2aap+9, 0x1.954b690943b33p-47, {
			0x1.fce23484cfd10p+17, 0x1.de503a3c37c40p+26, 0x1.f9c7b52558abbp+35,
			0x1.1d3d50714416ap+45, 0x1.4f21e2fb9e060p+54, 0x1.9500994cd8a9ep+63,
			0x1.f3a2c23c19d79p+72, 0x1.39152652eb3abp+82, 0x1.8d45f8be8912ep+91,
			0x1.fd3214a70281fp+100, 0x1.490b47682046dp+110, 0x1.ac3b9652b43f1p+119,
			0x1.1851c435e895cp+129, 0x1.70dfb5065b675p+138, 0x1.e791f4585a172p+147,
		} },
	{	/* -7.999975197 */
		-0x1.ffff97f8159cfp+2, -0x1.e54f415a91586p-55, 0x1.a025519cb45d6p-21,
		-0x1.3af76fe4c2fabp+15, -0x1.7cc92f0b996a5p-40, {
			0x1.838e76caaf123p+29, -0x1.3de68b3256526p+44, 0x1.255c052530c71p+59,
			-0x1.20c2a8418126ap+74, 0x1.28139342cef00p+89, -0x1.384066c322246p+104,
			0x1.502bc4dad47d3p+119, -0x1.6faadfece0e2fp+134, 0x1.9724323c8991ep+149,
			-0x1.c7684c96f2617p+164, 0x1.00d1f4874360ap+180, -0x1.23af6dd4635e3p+195,
			0x1.4d41695948489p+210, -0x1.7eb3eb486c004p+225, 0x1.b972ec3a26abdp+240,
		} },
	{	/* -7.000198333 */
		-0x1.c0033fdedfe1fp+2, 0x1.20bb7d2324678p-52, 0x1.9fc4e67aae761p-18,
		0x1.3b407aa387bd1p+12, 0x1.da1e57343b1efp-43, {
			0x1.83e85daafbad6p+23, 0x1.3e552b5e3c226p+35, 0x1.25e42a45e905bp+47,
			0x1.216a3560743eep+59, 0x1.28e1c70ef5313p+71, 0x1.393e2bc330081p+83,
			0x1.5164141f5ae6ap+95, 0x1.712b3a86e1be0p+107, 0x1.98fd36b906d52p+119,
			0x1.c9ae6ef62604ap+131, 0x1.02382a95938fcp+144, 0x1.256845ecbeb17p+156,
			0x1.4f5ff358f4caep+168, 0x1.814f9cbfb69aep+180, 0x1.bca8a41a47672p+192,
		} },
	{	/* -8.999997244 */
		-0x1.1ffffa3884bd0p+3, -0x1.ff90c9d2ae925p-53, 0x1.71df672a02bb3p-24,
		-0x1.625edfc63db2fp+18, 0x1.da7fc3ed69467p-37, {
			0x1.ea8c150480a7ap+35, -0x1.c4b30e4bc55c1p+53, 0x1.d5fe468dbbf03p+71,
			-0x1.043d21bc24decp+90, 0x1.2c334ae535e1dp+108, -0x1.64314b431cd64p+126,
			0x1.af6ed589b3a86p+144, -0x1.096e446edcfb3p+163, 0x1.4aaf49e713c02p+181,
			-0x1.a0246d9c1b687p+199, 0x1.0806315c1aa49p+218, -0x1.515dd6b889a42p+236,
			0x1.b1a5fe767c44bp+254, -0x1.18222955c5804p+273, 0x1.6b8b3180efb2ep+291,
		} },
	{	/* -8.0000248 */
		-0x1.000034028b3f9p+3, -0x1.f60cb3cec1cedp-52, 0x1.a00eb27d765edp-21,
		0x1.3b088fed67718p+15, -0x1.505613ba29a31p-39, {
			0x1.83a3893550edcp+29, 0x1.3e0078db8ada4p+44, 0x1.257bec9464251p+59,
			0x1.20e9ea0755a47p+74, 0x1.2843e1313c83bp+89, 0x1.387bd6a785478p+104,
			0x1.5074e788de770p+119, 0x1.7004dd990d7d9p+134, 0x1.9792ed5f6dfc9p+149,
			0x1.c7f08cdaef517p+164, 0x1.0125c811215a5p+180, 0x1.2416931f15426p+195,
			0x1.4dc0543c441a3p+210, 0x1.7f50164dd19c1p+225, 0x1.ba331529ed6a5p+240,
		} },
	{	/* -9.999999724 */
		-0x1.3fffff6c0d7c0p+3, 0x1.197cea8c42d7dp-51, 0x1.27e5149a0ecd5p-27,
		-0x1.baf7da5f3795dp+21, -0x1.16a79518c8122p-33, {
			0x1.7f3e8791fa0d2p+42, -0x1.ba18befcaaa63p+63, 0x1.1ede14765dc0cp+85,
			-0x1.8d1a9ab5a5050p+106, 0x1.1e4d8c35d22ccp+128, -0x1.a8a191db10900p+149,
			0x1.4174f65ff8680p+171, -0x1.ee6d90f2332c5p+192, 0x1.80fd3420fba1dp+214,
			-0x1.2ecd481762ff2p+236, 0x1.e04a0b28da2b0p+257, -0x1.7f91af3f00393p+279,
			0x1.342652fd50c8cp+301, -0x1.f1a88f83f11a9p+322, 0x1.93a6874ce10a9p+344,
		} },
	{	/* -9.000002756 */
		-0x1.200005c7768fbp+3, -0x1.b5b610ffb70d4p-54, 0x1.71dd0d836fef9p-24,
		0x1.6261203919440p+18, 0x1.7d5e8272cda81p-38, {
			0x1.ea8f32fb7f586p+35, 0x1.c4b75ee68e2bap+53, 0x1.d6043fa1ffaa5p+71,
			0x1.04414411db7f4p+90, 0x1.2c3903ec9c90cp+108, 0x1.64393744bb9bdp+126,
			0x1.af79ccdc71d33p+144, 0x1.0975db7d71fc6p+163, 0x1.4ab9cba1e346ep+181,
			0x1.a032f8f11473dp+199, 0x1.0810426bfac85p+218, 0x1.516bc616e3904p+236,
			0x1.b1b948b0b8090p+254, 0x1.182f8345f3c60p+273, 0x1.6b9dace0c9cc7p+291,
		} },
	{	/* -10.99999997 */
		-0x1.5ffffff28cdd4p+3, 0x1.c9924a65aa486p-53, 0x1.ae6459f310478p-31,
		-0x1.308a7d8eadb7cp+25, 0x1.a95a609877977p-31, {
			0x1.6a4938065bfd2p+49, -0x1.1f51f646980c5p+74, 0x1.005993b17e047p+99,
			-0x1.e7ee7dccf100cp+123, 0x1.e3b550a815c55p+148, -0x1.ed38daa0d4c2cp+173,
			0x1.00b346bb02a7dp+199, -0x1.0f71919049fbdp+224, 0x1.229f2440f731ep+249,
			-0x1.3a4c2ff760a7cp+274, 0x1.56bc218a07779p+299, -0x1.785bd6701e70bp+324,
			0x1.9fbdc2ececfc3p+349, -0x1.cd99929c61228p+374, 0x1.01670b0202602p+400,
		} },
	{	/* -10.00000028 */
		-0x1.40000093f2777p+3, -0x1.927b45d95e154p-52, 0x1.27e4e2550ad8dp-27,
		0x1.baf825a0c63b2p+21, -0x1.20323f10165f2p-35, {
			0x1.7f3ec8ae05f2ep+42, 0x1.ba192fa62a5c8p+63, 0x1.1ede75ef431b0p+85,
			0x1.8d1b435ece20fp+106, 0x1.1e4e1e218c99cp+128, 0x1.a8a28e596cccep+149,
			0x1.4175d0d35b3d4p+171, 0x1.ee6f0af10b983p+192, 0x1.80fe7b2913e7cp+214,
			0x1.2ece6307c7df4p+236, 0x1.e04bf4be0137bp+257, 0x1.7f9356d1e72e2p+279,
			0x1.3427c1744d521p+301, 0x1.f1ab09a064645p+322, 0x1.93a8abea96591p+344,
		} },
	{	/* -12.0 */
		-0x1.7ffffffee1127p+3, -0x1.ce1f7906b30f5p-54, 0x1.1eed8f3252fd8p-34,
		-0x1.c8cfbfaf2b0c8p+28, 0x1.7e94018c6c78dp-27, {
			0x1.97926203e98acp+56, -0x1.e4da54ebc6dacp+84, 0x1.447163ae314a4p+113,
			-0x1.cf2769e629665p+141, 0x1.585bdc3e1a1e0p+170, -0x1.075951fd3e6e6p+199,
			0x1.9b2f368a135bap+227, -0x1.4619ae6d212bep+256, 0x1.05dadf39fe06dp+285,
			-0x1.a8c7f835a5b74p+313, 0x1.5b6940a5e9dd8p+342, -0x1.1e1ece477df90p+371,
			0x1.da1721d8c8955p+399, -0x1.8ac9f8a8bdad6p+428, 0x1.4a3850ea363cfp+457,
		} },
	{	/* -11.00000003 */
		-0x1.6000000d7322ap+3, -0x1.8aecb2d37ff52p-51, 0x1.ae64530b9867cp-31,
		0x1.308a827152450p+25, -0x1.1233b372bfd9ep-29, {
			0x1.6a493dd62402ep+49, 0x1.1f51fd307a7cdp+74, 0x1.00599beaf8731p+99,
			0x1.e7ee915e59f90p+123, 0x1.e3b567ef58977p+148, 0x1.ed38f6520c29fp+173,
			0x1.00b35733b93d4p+199, 0x1.0f71a5288c1c1p+224, 0x1.229f3b905f980p+249,
			0x1.3a4c4bb249170p+274, 0x1.56bc4286fc1a7p+299, 0x1.785bfdae59cc7p+324,
			0x1.9fbdf19c0ea44p+349, 0x1.cd99ca259ad9cp+374, 0x1.01672c0a8283dp+400,
		} },
	{	/* -13.0 */
		-0x1.9fffffffe9edcp+3, 0x1.84f40342d001cp-51, 0x1.6124613f7ad0dp-38,
		-0x1.7328cbfacb4e5p+32, -0x1.eae875d913775p-24, {
			0x1.0d0fa2e06b2f1p+64, -0x1.04105bec453b2p+96, 0x1.1ac9dd401f2e4p+128,
			-0x1.47ffb069fc5a3p+160, 0x1.8c49d9a550bffp+192, -0x1.ec79de0e58f55p+224,
			0x1.38615a9e729aap+257, -0x1.929453f57ff5ep+289, 0x1.06a78089cd9f2p+322,
			-0x1.5a302f95ffb66p+354, 0x1.cc176afbf85abp+386, -0x1.33dfa8748ce7ep+419,
			0x1.9e7c094cbb0c4p+451, -0x1.186fe932216a4p+484, 0x1.7d2d71e8037fap+516,
		} },
	{	/* -12.0 */
		-0x1.800000011eed9p+3, 0x1.19d5307e1fb5ep-53, 0x1.1eed8eccc8159p-34,
		0x1.c8cfc050d4f38p+28, -0x1.7ef0726d4e7acp-26, {
			0x1.9792629426754p+56, 0x1.e4da55ed2869fp+84, 0x1.44716493d49d4p+113,
			0x1.cf276b7feead7p+141, 0x1.585bddabb4165p+170, 0x1.075953436fe86p+199,
			0x1.9b2f38d024339p+227, 0x1.4619b074745a5p+256, 0x1.05dae10956d50p+285,
			0x1.a8c7fb7073eadp+313, 0x1.5b69438798ffep+342, 0x1.1e1ed0d9a9469p+371,
			0x1.da17266f3bd61p+399, 0x1.8ac9fcc098df1p+428, 0x1.4a3854911ea34p+457,
		} },
	{	/* -14.0 */
		-0x1.bffffffffe6c7p+3, 0x1.d2a30f3dae0fbp-51, 0x1.93974a8c7223ap-42,
		-0x1.44c3b27faa6bcp+36, -0x1.1972c0b160b2bp-21, {
			0x1.9bfff16cfee53p+71, -0x1.5c71eb305bbbap+107, 0x1.4b87e88b6aa31p+143,
			-0x1.50778e66e7830p+179, 0x1.63b46f95b59ebp+215, -0x1.82c962042fed7p+251,
			0x1.ad58bb7f9c093p+287, -0x1.e427911e97b22p+323, 0x1.14644886639ffp+360,
			-0x1.3ec2018a6e348p+396, 0x1.72ae717cbca89p+432, -0x1.b213d35bbabb0p+468,
			0x1.ff576cbfba8e2p+504, -0x1.2eb9404ab0235p+541, 0x1.680941959102dp+577,
		} },
	{	/* -13.0 */
		-0x1.a000000016124p+3, -0x1.84e03341ee8ddp-51, 0x1.6124613592d06p-38,
		0x1.7328cc0534b1bp+32, -0x1.f63c3a52c12bfp-24, {
			0x1.0d0fa2e7f760fp+64, 0x1.04105bf7369b6p+96, 0x1.1ac9dd4ffcbb2p+128,
			0x1.47ffb080fcf49p+160, 0x1.8c49d9c6aa4a2p+192, 0x1.ec79de3eb3092p+224,
			0x1.38615ac17fba5p+257, 0x1.929454285190cp+289, 0x1.06a780aea48d7p+322,
			0x1.5a302fcb6910cp+354, 0x1.cc176b49688bap+386, 0x1.33dfa8acafdf0p+419,
			0x1.9e7c099e1eaa8p+451, 0x1.186fe96d2195bp+484, 0x1.7d2d723d8e259p+516,
		} },
	{	/* -15.0 */
		-0x1.dfffffffffe52p+3, 0x1.fcf9ccfd8867ep-51, 0x1.ae7f3e7343424p-46,
		-0x1.30777757fa84ap+40, 0x1.86558a534b1cdp-14, {
			0x1.6a1bf33124eddp+79, -0x1.1f1c1dba92510p+119, 0x1.0019876a17ea6p+159,
			-0x1.e7562019511d5p+198, 0x1.e300149e44802p+238, -0x1.ec6148051096fp+278,
			0x1.0033115fea2e8p+319, -0x1.0ed9119b5a477p+359, 0x1.21e9bf7818640p+399,
			-0x1.39746ce3ecf1ep+439, 0x1.55bb7d2cf50dbp+479, -0x1.772a91f2a16cbp+519,
			0x1.9e52a7c8ddf0ep+559, -0x1.cbe9ab6e0fa32p+599, 0x1.00662cefc1c23p+640,
		} },
	{	/* -14.0 */
		-0x1.c000000001939p+3, -0x1.d2a2f4a73af63p-51, 0x1.93974a8b9d700p-42,
		0x1.44c3b28055944p+36, -0x1.198d430af8ae5p-21, {
			0x1.9bfff16dd8075p+71, 0x1.5c71eb316f30cp+107, 0x1.4b87e88cc815ep+143,
			0x1.50778e68a2d38p+179, 0x1.63b46f97e8037p+215, 0x1.82c96206f962dp+251,
			0x1.ad58bb8325232p+287, 0x1.e427912313eaep+323, 0x1.146448893bf2bp+360,
			0x1.3ec2018e0a2a0p+396, 0x1.72ae718150cdap+432, 0x1.b213d36189b9fp+468,
			0x1.ff576cc718f98p+504, 0x1.2eb9404f5cb45p+541, 0x1.6809419b7efd1p+577,
		} },
	{	/* -16.0 */
		-0x1.fffffffffffe5p+3, -0x1.80c18cc43ea26p-53, 0x1.ae7f3e733c00dp-50,
		-0x1.30777757ffa65p+44, 0x1.9865588a24e58p-10, {
			0x1.6a1bf3312b084p+87, -0x1.1f1c1dba99933p+131, 0x1.0019876a208c6p+175,
			-0x1.e756201965a62p+218, 0x1.e300149e5cec2p+262, -0x1.ec6148052da29p+306,
			0x1.0033115ffb743p+351, -0x1.0ed9119b6ed25p+395, 0x1.21e9bf7830d28p+439,
			-0x1.39746ce40a008p+483, 0x1.55bb7d2d179c9p+527, -0x1.772a91f2ca868p+571,
			0x1.9e52a7c90ed2bp+615, -0x1.cbe9ab6e49c61p+659, 0x1.00662cefe4548p+704,
		} },
	{	/* -15.0 */
		-0x1.e0000000001aep+3, -0x1.fcf9ccde87210p-51, 0x1.ae7f3e7333c1ap-46,
		0x1.30777758057b6p+40, 0x1.865586b64d417p-14, {
			0x1.6a1bf33131f80p+79, 0x1.1f1c1dbaa1d33p+119, 0x1.0019876a2a5c3p+159,
			0x1.e75620197cfcep+198, 0x1.e300149e78ae1p+238, 0x1.ec6148054ea5dp+278,
			0x1.003311600f15dp+319, 0x1.0ed9119b862b6p+359, 0x1.21e9bf784c973p+399,
			0x1.39746ce42b070p+439, 0x1.55bb7d2d3ee3cp+479, 0x1.772a91f2f93d5p+519,
			0x1.9e52a7c94661ap+559, 0x1.cbe9ab6e8bd9cp+599, 0x1.00662cf00b9f9p+640,
		} },
	{	/* -17.0 */
		-0x1.0ffffffffffffp+4, -0x1.ab4e23f3d49f1p-51, 0x1.952c77030adbdp-54,
		-0x1.437eeecd7ffa4p+48, -0x1.9ef222eff1e74p-6, {
			0x1.98c98d8a82058p+95, -0x1.5860a968a2643p+143, 0x1.466188ec8819dp+191,
			-0x1.49f2502d33c5cp+239, 0x1.5b72f0d68641cp+287, -0x1.7855662fb1671p+335,
			0x1.a01c8de3771d1p+383, -0x1.d365a4a778f0ep+431, 0x1.09c872a5ea86dp+480,
			-0x1.31535b4f28ae9p+528, 0x1.61ac9960b5329p+576, -0x1.9c8b336ef6efcp+624,
			0x1.e4139993f9e21p+672, -0x1.1d767bb8fae20p+721, 0x1.522e68294dc26p+769,
		} },
	{	/* -16.0 */
		-0x1.000000000000dp+4, -0x1.cfe7ce6768509p-50, 0x1.ae7f3e733b032p-50,
		0x1.307777580059bp+44, 0x1.9865588674a06p-10, {
			0x1.6a1bf3312bddap+87, 0x1.1f1c1dba9a910p+131, 0x1.0019876a21ba3p+175,
			0x1.e756201968742p+218, 0x1.e300149e60421p+262, 0x1.ec614805319a3p+306,
			0x1.0033115ffdd02p+351, 0x1.0ed9119b71a09p+395, 0x1.21e9bf783428bp+439,
			0x1.39746ce40df87p+483, 0x1.55bb7d2d1c54ep+527, 0x1.772a91f2d0239p+571,
			0x1.9e52a7c9157fdp+615, 0x1.cbe9ab6e51b6dp+659, 0x1.00662cefe90d4p+704,
		} },
};

static double horner(const double *c, int n, double x)
{
	double p = c[n - 1];

	for (int i = n - 2; i >= 0; i--)
		p = p * x + c[i];
	return p;
}

/* An integer (every |x| >= 2^52 is one). */
static int is_integer(double x)
{
	double a = fp_from(FP_ABS(fp_bits(x)));

	return a >= 0x1p52 || (a + 0x1p52) - 0x1p52 == a;
}

/* ln Gamma(y) for 10 <= y <= 2^60 as hi + lo: (y - 1/2) ln y - y + ln sqrt(2 pi) + S(y), the
 * first terms in double-double (y - 1/2 is exact); of Stirling's sum S, 1/(12 y) too (near
 * lgamma's zeros every bit of it counts), the rest in double. */
static __attribute__((noinline)) void lgamma_big(double y, double *hi, double *lo)
{
	double lh, ll, ph, pl, h, l, e, z = 1 / (y * y), q, ql, t;

	q = STIR1_HI / y;
	fp_two_prod(q, y, &ph, &pl);
	ql = (((STIR1_HI - ph) - pl) + STIR1_LO) / y;
	t = z * horner(stirling + 1, 9, z) / y;
	__rt_log_dd(y, &lh, &ll);
	fp_two_prod(y - 0.5, lh, &ph, &pl);
	pl += (y - 0.5) * ll;
	fp_two_sum(ph, -y, &h, &l);
	l += pl;
	fp_two_sum(h, LN_SQRT2PI_HI, &h, &e);
	l += e + LN_SQRT2PI_LO;
	fp_two_sum(h, q, &h, &e);
	l += e + ql + t;
	fp_fast_sum(h, l, hi, lo);
}

/* (hi + lo) += (bh + bl) */
static __attribute__((noinline)) void dd_add(double *hi, double *lo, double bh, double bl)
{
	double h, e;

	fp_two_sum(*hi, bh, &h, &e);
	e += *lo + bl;
	fp_fast_sum(h, e, hi, lo);
}

/* For non-integral |x| < 2^52: r = the distance from x to the nearest integer (exact, in
 * (0, 1/2]) and ln(sin(pi r) / (pi r)) as hi + lo, its first term zeta(2) r^2 in
 * double-double. */
static __attribute__((noinline)) double log_sinc_pi(double x, double *hi, double *lo)
{
	double a = fp_from(FP_ABS(fp_bits(x))), r = a - ((a + 0x1p52) - 0x1p52), zh, zl, h, l;

	r = fp_from(FP_ABS(fp_bits(r)));
	fp_two_prod(r, r, &zh, &zl);
	fp_two_prod(ZETA2_HI, zh, &h, &l);
	l += ZETA2_LO * zh + ZETA2_HI * zl + zh * zh * horner(log_sinc, 30, zh);
	fp_fast_sum(-h, -l, hi, lo);
	return r;
}

/* ln |Gamma(x)| for -20 < x < 10 (not a pole, |x| >= 2^-70) as hi + lo, and whether
 * Gamma(x) < 0: shifted up to y = x + k >= 10, ln Gamma(x) = ln Gamma(y) - ln |p| with
 * p = x (x+1) ... (x+k-1) a double-double (each factor x + i exact as one). Kept out of line,
 * as the other steps here: with soft floating point, one function holding them all would
 * outgrow a branch's reach on RV32 once instrumented. */
static __attribute__((noinline)) void lgamma_shift(double x, double *hi, double *lo, int *neg)
{
	double ph = 1, pl = 0, fh, fl, th, tl, yh, yl, lh, ll;
	int k;

	for (k = 0; x + k < 10; k++) {
		fp_two_sum(x, (double)k, &fh, &fl);
		fp_two_prod(ph, fh, &th, &tl);
		tl += ph * fl + pl * fh;
		fp_fast_sum(th, tl, &ph, &pl);
	}
	*neg = ph < 0;
	if (*neg) {
		ph = -ph;
		pl = -pl;
	}
	fp_two_sum(x, (double)k, &yh, &yl);
	lgamma_big(yh, hi, lo);
	/* ln Gamma(yh + yl) = ln Gamma(yh) + psi(yh) yl, psi(y) ~ ln y - 1/(2y) */
	__rt_log_dd(ph, &lh, &ll);
	ll += pl / ph;
	dd_add(hi, lo, -lh, -ll + (__rt_log(yh) - 0.5 / yh) * yl);
}

/* ln |Gamma(x)| for -2^52 < x <= -20, not a pole: ln pi - ln |x| - ln |sin(pi x)| - ln Gamma(-x)
 * (the reflection), where ln |sin(pi x)| = ln pi + ln r + ln(sin(pi r) / (pi r)): ln pi
 * cancels. */
static __attribute__((noinline)) void lgamma_reflect(double x, double *hi, double *lo,
						     int *neg)
{
	double lh, ll, th, tl, r;

	*neg = !is_integer(__rt_floor(x) * 0.5);   /* floor(x) odd */
	lgamma_big(-x, hi, lo);
	*hi = -*hi;
	*lo = -*lo;
	__rt_log_dd(-x, &lh, &ll);
	dd_add(hi, lo, -lh, -ll);
	r = log_sinc_pi(x, &th, &tl);
	dd_add(hi, lo, -th, -tl);
	__rt_log_dd(r, &lh, &ll);
	dd_add(hi, lo, -lh, -ll);
}

/* ln |Gamma(x)| as hi + lo, and whether Gamma(x) < 0, for finite x that is not a pole with
 * 2^-70 <= |x| <= 2^60. */
static void lgamma_dd(double x, double *hi, double *lo, int *neg)
{
	*neg = 0;
	if (x >= 10)
		lgamma_big(x, hi, lo);
	else if (x > -20)
		lgamma_shift(x, hi, lo, neg);
	else
		lgamma_reflect(x, hi, lo, neg);
}

/* Gamma(x) for the integers 1..23: (x-1)!, every product exact. */
static double factorial(int n)
{
	double f = 1;

	for (int i = 2; i < n; i++)
		f *= i;
	return f;
}

RT_WEAK(tgamma, __rt_tgamma);
double __rt_tgamma(double x)
{
	uint64_t u = fp_bits(x);
	double a = fp_from(FP_ABS(u)), h, l, r;
	int neg;

	if (FP_ABS(u) >= INF_BITS) {
		if (u == (INF_BITS | FP_SIGN)) {
			errno = EDOM;
			return fp_from(NAN_BITS);
		}
		return x + x;   /* +inf, NaN */
	}
	if (a < 0x1p-54) {   /* 1/x - gamma rounds to 1/x */
		r = 1 / x;
		if (FP_ABS(fp_bits(r)) == INF_BITS)
			errno = ERANGE;   /* the pole at 0, or overflow */
		return r;
	}
	if (is_integer(x)) {
		if (u >> 63) {
			errno = EDOM;
			return fp_from(NAN_BITS);
		}
		if (x <= 23)
			return factorial((int)x);
	}
	if (x > 172) {
		errno = ERANGE;
		return fp_from(INF_BITS);
	}
	if (x < -190) {   /* |Gamma(x)| < 2^-1100 */
		errno = ERANGE;
		return is_integer(__rt_floor(x) * 0.5) ? 0.0 : -0.0;
	}
	lgamma_dd(x, &h, &l, &neg);
	r = __rt_exp_dd(h, l);   /* ERANGE when it overflows or underflows to zero, as glibc */
	return neg ? -r : r;
}

/* lgamma(x) for -17 < x < -2 when x is near one of its zeros there (*r set, 1), else 0:
 * c1 d + c2 d^2 + ... with d = x - x0 rounded once (x minus x0's high part is exact,
 * Sterbenz), c1 d exact. */
static __attribute__((noinline)) int lgamma_near_zero(double x, double *r)
{
	int n = (int)-x;

	for (int i = 2 * (n - 2); i < 2 * (n - 2) + 2; i++) {
		const struct gamma_zero *z = &zeros[i];
		double d = (x - z->x0) - z->x0_lo, h, l;

		if (fp_from(FP_ABS(fp_bits(d))) < z->w) {
			fp_two_prod(z->c1, d, &h, &l);
			l += z->c1_lo * d + d * d * horner(z->c, 15, d);
			*r = h + l;
			return 1;
		}
	}
	return 0;
}

/* ln |Gamma(x)| and its sign; +inf with ERANGE at the poles (sign 1 at the negative integers,
 * the zero's sign at 0, as glibc). */
static double lgamma_sign(double x, int *sign)
{
	uint64_t u = fp_bits(x);
	double a = fp_from(FP_ABS(u)), h, l, e;
	int neg;

	*sign = 1;
	if (FP_ABS(u) > INF_BITS)
		return x + x;
	if (FP_ABS(u) == INF_BITS)
		return a;
	if (a == 0 || (u >> 63 && is_integer(x))) {
		if (a == 0 && u >> 63)
			*sign = -1;
		errno = ERANGE;
		return fp_from(INF_BITS);
	}
	if (a < 0x1p-70) {   /* -ln |x| - gamma x: the second term is below half an ulp */
		*sign = u >> 63 ? -1 : 1;
		return -__rt_log(a);
	}
	if (x > 0x1p60) {   /* x (ln x - 1), the rest below an ulp */
		__rt_log_dd(x, &h, &l);
		h = x * ((h - 1) + l);
		if (FP_ABS(fp_bits(h)) == INF_BITS)
			errno = ERANGE;
		return h;
	}
	if (x >= 0.85 && x < 1.15) {   /* e = x - 1, exact: -gamma e + sum zeta(k)/k (-e)^k */
		e = x - 1;
		fp_two_prod(-EULER_HI, e, &h, &l);
		return h + (l - EULER_LO * e + e * e * horner(near1, 22, e));
	}
	if (x >= 1.85 && x < 2.15) {   /* e = x - 2 */
		e = x - 2;
		fp_two_prod(ONE_M_EULER_HI, e, &h, &l);
		return h + (l + ONE_M_EULER_LO * e + e * e * horner(near2, 16, e));
	}
	if (x > -17 && x < -2 && lgamma_near_zero(x, &h)) {
		*sign = (int)-x % 2 ? 1 : -1;   /* Gamma < 0 on (-n-1, -n) for even n */
		return h;
	}
	lgamma_dd(x, &h, &l, &neg);
	*sign = neg ? -1 : 1;
	return h;
}

RT_WEAK(lgamma_r, __rt_lgamma_r);
double __rt_lgamma_r(double x, int *sign)
{
	return lgamma_sign(x, sign);
}

RT_WEAK(lgamma, __rt_lgamma);
double __rt_lgamma(double x)
{
	return lgamma_sign(x, &signgam);
}

/* The float forms from the double ones, rounded once; a finite double that overflows the
 * float range, or a nonzero one that underflows to zero, sets ERANGE as glibc's do. */
static float to_float(double r)
{
	float f = (float)r;

	if ((f == 0 && r != 0) ||
	    (FP_ABS(fp_bits(f)) == INF_BITS && FP_ABS(fp_bits(r)) < INF_BITS))
		errno = ERANGE;
	return f;
}

RT_WEAK(tgammaf, __rt_tgammaf);
float __rt_tgammaf(float x)
{
	return to_float(__rt_tgamma(x));
}

RT_WEAK(lgammaf_r, __rt_lgammaf_r);
float __rt_lgammaf_r(float x, int *sign)
{
	return to_float(lgamma_sign(x, sign));
}

RT_WEAK(lgammaf, __rt_lgammaf);
float __rt_lgammaf(float x)
{
	return to_float(lgamma_sign(x, &signgam));
}

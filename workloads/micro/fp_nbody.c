/* fp_nbody.c — the Sun and the four giant planets as five point masses, integrated in double
 * with a symplectic Euler step for a few hundred steps (each pair's distance through sqrt);
 * prints the total energy before and after, the momentum, and a checksum of the positions
 * quantised to 1e-9. Only sqrt is used, so every result is exactly rounded on any IEEE machine. */
#include <math.h>
#include <stdio.h>

#define PI 3.141592653589793
#define SOLAR_MASS (4 * PI * PI)
#define DAYS_PER_YEAR 365.24
#define NBODIES 5
#define STEPS 300

struct body {
	double x, y, z, vx, vy, vz, mass;
};

/* Heliocentric positions (AU), velocities (AU/day, scaled to AU/year) and masses (solar). */
static struct body bodies[NBODIES] = {
	{ 0, 0, 0, 0, 0, 0, 1 },
	{ 4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01,
	  1.66007664274403694e-03, 7.69901118419740425e-03, -6.90460016972063023e-05,
	  9.54791938424326609e-04 },
	{ 8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01,
	  -2.76742510726862411e-03, 4.99852801234917238e-03, 2.30417297573763929e-05,
	  2.85885980666130812e-04 },
	{ 1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01,
	  2.96460137564761618e-03, 2.37847173959480950e-03, -2.96589568540237556e-05,
	  4.36624404335156298e-05 },
	{ 1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01,
	  2.68067772490389322e-03, 1.62824170038242295e-03, -9.51592254519715870e-05,
	  5.15138902046611451e-05 },
};

static void init(void)
{
	double px = 0, py = 0, pz = 0;

	for (int i = 0; i < NBODIES; i++) {
		struct body *b = &bodies[i];

		b->vx *= DAYS_PER_YEAR;
		b->vy *= DAYS_PER_YEAR;
		b->vz *= DAYS_PER_YEAR;
		b->mass *= SOLAR_MASS;
		px += b->vx * b->mass;
		py += b->vy * b->mass;
		pz += b->vz * b->mass;
	}
	/* The Sun takes the opposite momentum: the centre of mass stays at rest. */
	bodies[0].vx = -px / SOLAR_MASS;
	bodies[0].vy = -py / SOLAR_MASS;
	bodies[0].vz = -pz / SOLAR_MASS;
}

static double energy(void)
{
	double e = 0;

	for (int i = 0; i < NBODIES; i++) {
		const struct body *b = &bodies[i];

		e += 0.5 * b->mass * (b->vx * b->vx + b->vy * b->vy + b->vz * b->vz);
		for (int j = i + 1; j < NBODIES; j++) {
			const struct body *c = &bodies[j];
			double dx = b->x - c->x, dy = b->y - c->y, dz = b->z - c->z;

			e -= b->mass * c->mass / sqrt(dx * dx + dy * dy + dz * dz);
		}
	}
	return e;
}

static void advance(double dt)
{
	for (int i = 0; i < NBODIES; i++) {
		struct body *b = &bodies[i];

		for (int j = i + 1; j < NBODIES; j++) {
			struct body *c = &bodies[j];
			double dx = b->x - c->x, dy = b->y - c->y, dz = b->z - c->z;
			double d2 = dx * dx + dy * dy + dz * dz;
			double mag = dt / (d2 * sqrt(d2));

			b->vx -= dx * c->mass * mag;
			b->vy -= dy * c->mass * mag;
			b->vz -= dz * c->mass * mag;
			c->vx += dx * b->mass * mag;
			c->vy += dy * b->mass * mag;
			c->vz += dz * b->mass * mag;
		}
	}
	for (int i = 0; i < NBODIES; i++) {
		bodies[i].x += dt * bodies[i].vx;
		bodies[i].y += dt * bodies[i].vy;
		bodies[i].z += dt * bodies[i].vz;
	}
}

int main(void)
{
	double e0, e1, px = 0, py = 0, pz = 0;
	unsigned sum = 0;

	init();
	e0 = energy();
	printf("energy before %.9f\n", e0);
	for (int s = 1; s <= STEPS; s++) {
		advance(0.01);
		if (s % 100 == 0)
			printf("step %d energy %.9f jupiter %.6f %.6f %.6f\n", s, energy(), bodies[1].x,
			       bodies[1].y, bodies[1].z);
	}
	e1 = energy();
	printf("energy after %.9f\n", e1);
	printf("relative drift %.3e\n", (e1 - e0) / e0);
	for (int i = 0; i < NBODIES; i++) {
		const struct body *b = &bodies[i];

		px += b->vx * b->mass;
		py += b->vy * b->mass;
		pz += b->vz * b->mass;
		sum = sum * 31 + (unsigned)(long long)floor(b->x * 1e9 + 0.5);
		sum = sum * 31 + (unsigned)(long long)floor(b->y * 1e9 + 0.5);
		sum = sum * 31 + (unsigned)(long long)floor(b->z * 1e9 + 0.5);
	}
	printf("momentum %.3e %.3e %.3e\n", px, py, pz);
	printf("fp_nbody %u\n", sum);
	return 0;
}
